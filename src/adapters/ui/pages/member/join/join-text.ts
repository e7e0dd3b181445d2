import type { SignUpAgreement } from '../../../../../domain/validation/sign-up-agreements';
import { FRANCHISE_PROFILE } from '../../../../../franchise/profile';

/** The sign-up screens' texts (the agreement labels as the brief lists them; the rest ours). */
export const JOIN_TEXT = {
  title: '회원가입',
  lead: `${FRANCHISE_PROFILE.brand.name} 회원이 되어 포인트와 멤버십 쿠폰 혜택을 받아보세요.`,
  agreementsHeading: '약관 동의',
  all: '전체 동의',
  marketing: '마케팅 정보 수신 (선택)',
  view: '보기',
  verifyHeading: '본인 확인',
  verifyLead: '가입하실 분의 본인 확인이 필요해요. 인증 방법을 선택해주세요.',
  phoneLead: '가입하실 분의 이름과 휴대폰 번호를 입력해주세요.',
  phone: '휴대폰 인증',
  identity: '본인 인증',
  requiredFirst: '필수 약관에 모두 동의해주세요.',
  failed: '요청을 처리하지 못했어요. 잠시 후 다시 시도해주세요.',
  accountHeading: '계정 정보 입력',
  accountLead: '사용하실 아이디와 비밀번호를 입력해주세요.',
  name: '이름',
  username: '아이디',
  usernamePlaceholder: '영문으로 시작하는 4~20자',
  check: '중복 확인',
  password: '비밀번호',
  passwordHint: '영문+특수문자 포함 8자이상',
  confirmation: '비밀번호 확인',
  submit: '가입하기',
  noTicketTitle: '회원가입 정보가 없어요',
  noTicketDescription: '본인 확인부터 다시 진행해주세요.',
  restart: '회원가입 처음으로',
  doneTitle: '회원가입 완료',
  welcome: (name: string) => `${name}님, 환영합니다!`,
  doneSignedIn: '회원가입이 완료되어 로그인되었어요. 지금 바로 주문해보세요.',
  doneSignedOut: '회원가입이 완료되었어요. 로그인 후 이용해주세요.',
  home: '주문하러 가기',
  login: '로그인하기',
} as const;

/** The agreement labels (brief: 이용약관 (필수), 개인정보 수집 및 이용 (필수), 위치기반 서비스 이용약관 (선택), 마케팅 SMS/이메일/푸시). */
export const AGREEMENT_LABELS: Readonly<Record<SignUpAgreement, string>> = {
  terms: '이용약관 (필수)',
  privacy: '개인정보 수집 및 이용 (필수)',
  location: '위치기반 서비스 이용약관 (선택)',
  sms: 'SMS',
  email: '이메일',
  push: '푸시',
};
