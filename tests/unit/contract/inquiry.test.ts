import { describe, expect, it } from 'vitest';
import {
  createRelayBodySchema,
  inquiryFieldsSchema,
  splitInquiryTitle,
  updateRelayBodySchema,
} from '../../../src/contract/inquiry';

const fields = {
  branchId: '5',
  name: '김치킨',
  phoneNumber: '01012345678',
  title: '[이물질] 튀김옷에 이물질',
  content: '튀김옷에 이물질이 있었어요.',
};

function firstIssue(result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  const issue = result.error?.issues[0];
  return issue === undefined ? null : [issue.path.join('.'), issue.message];
}

describe('inquiry submission fields (spec §3/§5)', () => {
  it('accepts the multipart text fields, reading branchId as a number', () => {
    expect(inquiryFieldsSchema.parse(fields)).toEqual({ ...fields, branchId: 5 });
  });

  it('the branch is optional: absent or empty means none', () => {
    const { branchId: _b, ...withoutBranch } = fields;
    expect(inquiryFieldsSchema.parse(withoutBranch).branchId).toBeUndefined();
    expect(inquiryFieldsSchema.parse({ ...fields, branchId: '' }).branchId).toBeUndefined();
    expect(firstIssue(inquiryFieldsSchema.safeParse({ ...fields, branchId: 'x' }))).toEqual([
      'branchId',
      '매장 선택이 올바르지 않습니다.',
    ]);
  });

  it.each(['0101234567', '010123456789', '010-1234-5678', '0101234567a'])(
    'phone %s is refused: 11 digits only',
    (phoneNumber) => {
      expect(firstIssue(inquiryFieldsSchema.safeParse({ ...fields, phoneNumber }))).toEqual([
        'phoneNumber',
        '휴대폰 번호 11자리를 숫자로 입력해주세요.',
      ]);
    },
  );

  it('content of 1,000 characters is accepted; 1,001 is refused', () => {
    expect(inquiryFieldsSchema.safeParse({ ...fields, content: '가'.repeat(1000) }).success).toBe(true);
    expect(firstIssue(inquiryFieldsSchema.safeParse({ ...fields, content: '가'.repeat(1001) }))).toEqual([
      'content',
      '문의 내용은 1,000자 이내로 입력해주세요.',
    ]);
  });

  it('blank name or content is refused', () => {
    expect(firstIssue(inquiryFieldsSchema.safeParse({ ...fields, name: ' ' }))).toEqual([
      'name',
      '이름을 입력해주세요.',
    ]);
    expect(firstIssue(inquiryFieldsSchema.safeParse({ ...fields, content: '\n ' }))).toEqual([
      'content',
      '문의 내용을 입력해주세요.',
    ]);
  });

  it('the title must be "[type] title" with a spec §5 type and a non-blank title', () => {
    expect(
      inquiryFieldsSchema.safeParse({ ...fields, title: '[문의사항(메뉴, 매장, 가맹, 기타)] 가맹 문의' }).success,
    ).toBe(true);
    expect(firstIssue(inquiryFieldsSchema.safeParse({ ...fields, title: '튀김옷에 이물질' }))).toEqual([
      'title',
      '문의 유형을 선택해주세요.',
    ]);
    expect(firstIssue(inquiryFieldsSchema.safeParse({ ...fields, title: '[칭찬] 맛있어요' }))).toEqual([
      'title',
      '문의 유형을 선택해주세요.',
    ]);
    expect(firstIssue(inquiryFieldsSchema.safeParse({ ...fields, title: '[이물질]  ' }))).toEqual([
      'title',
      '제목을 입력해주세요.',
    ]);
  });

  it('splitInquiryTitle gives the type and the typed title back', () => {
    expect(splitInquiryTitle('[품목 미제공(치킨무 등)] 치킨무가 없어요')).toEqual({
      type: '품목 미제공(치킨무 등)',
      title: '치킨무가 없어요',
    });
    expect(splitInquiryTitle('[이물질]붙여씀')).toBeNull();
  });
});

describe('relay bodies (ours: title ≤ 100, content ≤ 1,000)', () => {
  it('creates with title and content; the update adds the id', () => {
    expect(createRelayBodySchema.parse({ title: ' 후기 ', content: '맛있어요' })).toEqual({
      title: '후기',
      content: '맛있어요',
    });
    expect(updateRelayBodySchema.parse({ id: 4, title: '후기', content: '수정' })).toEqual({
      id: 4,
      title: '후기',
      content: '수정',
    });
    expect(firstIssue(updateRelayBodySchema.safeParse({ title: '후기', content: '수정' }))?.[0]).toBe('id');
  });

  it('blank or over-long text is refused with Korean messages', () => {
    expect(firstIssue(createRelayBodySchema.safeParse({ title: '후기', content: '  ' }))).toEqual([
      'content',
      '내용을 입력해주세요.',
    ]);
    expect(firstIssue(createRelayBodySchema.safeParse({ title: '후기', content: 'a'.repeat(1001) }))).toEqual([
      'content',
      '내용은 1,000자 이내로 입력해주세요.',
    ]);
    expect(firstIssue(createRelayBodySchema.safeParse({ title: '', content: '내용' }))).toEqual([
      'title',
      '제목을 입력해주세요.',
    ]);
  });
});
