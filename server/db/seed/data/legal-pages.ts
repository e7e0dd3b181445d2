import type { SeedContentPage } from '../types';

/**
 * 이용약관, 개인정보처리방침, 위치기반서비스 이용약관 (linked from the footer). These are SAMPLE texts for the demo
 * franchise: each page opens by saying so, and a real franchise replaces them with its lawyers' text in the store.
 */
const SAMPLE_NOTICE = '본 약관은 데모용 예시 문안입니다.';
const SAMPLE_POLICY_NOTICE = '본 방침은 데모용 예시 문안입니다.';
const REPLACE_NOTICE = '실제 서비스에서는 가맹본부가 법률 검토를 거친 문안으로 교체해야 합니다.';
const REVISED_AT = '2026-11-01T09:00:00+09:00';

const terms: SeedContentPage = {
  slug: 'terms',
  title: '이용약관',
  updatedAt: REVISED_AT,
  sections: [
    { heading: '안내', paragraphs: [SAMPLE_NOTICE, REPLACE_NOTICE] },
    {
      heading: '제1조 (목적)',
      paragraphs: [
        '이 약관은 회사가 운영하는 온라인 주문 서비스(이하 "서비스")를 이용함에 있어 회사와 이용자의 권리, 의무 및 책임 사항을 정하는 것을 목적으로 합니다.',
      ],
    },
    {
      heading: '제2조 (회원 가입과 탈퇴)',
      paragraphs: [
        '이용자는 휴대폰 본인 인증과 약관 동의를 거쳐 회원으로 가입할 수 있습니다.',
        '회원은 언제든지 마이 페이지에서 탈퇴를 요청할 수 있으며, 탈퇴하면 보유한 포인트와 쿠폰은 소멸합니다.',
      ],
    },
    {
      heading: '제3조 (주문과 결제)',
      paragraphs: [
        '이용자는 서비스에서 메뉴를 선택하고 결제하여 주문합니다. 주문은 매장이 접수한 때에 성립합니다.',
        '매장이 조리를 시작하기 전에는 이용자가 주문을 취소할 수 있으며, 회사는 결제 수단에 따라 지체 없이 환불합니다.',
      ],
    },
    {
      heading: '제4조 (포인트와 쿠폰)',
      paragraphs: [
        '포인트와 쿠폰의 적립·사용 조건과 유효기간은 서비스 화면에 안내한 바에 따르며, 현금으로 교환할 수 없습니다.',
      ],
    },
    {
      heading: '제5조 (면책)',
      paragraphs: ['회사는 천재지변, 통신 장애 등 불가항력으로 서비스를 제공할 수 없는 경우 그 책임을 지지 않습니다.'],
    },
  ],
};

const privacy: SeedContentPage = {
  slug: 'privacy',
  title: '개인정보처리방침',
  updatedAt: REVISED_AT,
  sections: [
    { heading: '안내', paragraphs: [SAMPLE_POLICY_NOTICE, REPLACE_NOTICE] },
    {
      heading: '1. 수집하는 개인정보 항목',
      paragraphs: [
        '회원 가입 시: 이름, 아이디, 비밀번호, 휴대폰 번호, 생년월일. 주문 시: 배송지 주소, 연락처, 결제 정보(카드사 승인 번호).',
      ],
    },
    {
      heading: '2. 개인정보의 이용 목적',
      paragraphs: [
        '주문 처리와 배달, 본인 확인, 포인트·쿠폰 제공, 고객 문의 응대, 그리고 동의한 경우에 한한 마케팅 정보 발송에 이용합니다.',
      ],
    },
    {
      heading: '3. 보유 및 이용 기간',
      paragraphs: [
        '회원 탈퇴 시 지체 없이 파기합니다. 다만 전자상거래 관련 법령에 따라 주문·결제 기록은 5년, 소비자 불만 처리 기록은 3년간 보관합니다.',
      ],
    },
    {
      heading: '4. 제3자 제공과 처리 위탁',
      paragraphs: [
        '주문을 처리하는 가맹점에 주문 정보(배송지, 연락처, 주문 내용)를 제공하며, 결제와 문자 발송은 전문 업체에 위탁합니다.',
      ],
    },
    {
      heading: '5. 이용자의 권리',
      paragraphs: [
        '이용자는 언제든지 마이 페이지에서 자신의 개인정보를 조회·수정하거나 탈퇴를 통해 처리 정지를 요구할 수 있습니다.',
      ],
    },
  ],
};

const locationTerms: SeedContentPage = {
  slug: 'location-terms',
  title: '위치기반서비스 이용약관',
  updatedAt: REVISED_AT,
  sections: [
    { heading: '안내', paragraphs: [SAMPLE_NOTICE, REPLACE_NOTICE] },
    {
      heading: '제1조 (목적)',
      paragraphs: [
        '이 약관은 회사가 제공하는 위치기반서비스(가까운 매장 찾기, 배달 가능 매장 선택)의 이용 조건과 절차를 정합니다.',
      ],
    },
    {
      heading: '제2조 (서비스 내용)',
      paragraphs: [
        '회사는 이용자가 동의한 경우 단말기의 현재 위치를 이용해 가까운 매장과 배달 가능 여부를 안내합니다.',
      ],
    },
    {
      heading: '제3조 (위치정보의 보유)',
      paragraphs: [
        '회사는 현재 위치를 매장 안내에만 사용하고 서버에 보관하지 않습니다. 이용자가 등록한 배송지는 배송지 관리에서 삭제할 수 있습니다.',
      ],
    },
    {
      heading: '제4조 (동의 철회)',
      paragraphs: ['이용자는 단말기 설정에서 위치 권한을 해제하여 언제든지 동의를 철회할 수 있습니다.'],
    },
  ],
};

export const legalPages: readonly SeedContentPage[] = [terms, privacy, locationTerms];
