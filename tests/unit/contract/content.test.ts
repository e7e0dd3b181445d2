import { describe, expect, it } from 'vitest';
import {
  contentPageQuerySchema,
  popupBannerSchema,
  postPageResponseSchema,
  postSchema,
  qnaEntrySchema,
} from '../../../src/contract/content';
import { errorBodySchema } from '../../../src/contract/errors';

const post = {
  id: 1,
  title: '설 연휴 배송 안내',
  href: '/notice/1',
  publisher: '관리자',
  publishedAt: '2025-01-20T09:00:00',
  fixed: true,
  new: false,
};

describe('content answers (spec §3 Post, Popup banner, Inquiry)', () => {
  it('a post has id, title, href, publisher, publishedAt, fixed and new', () => {
    expect(postSchema.parse(post)).toEqual(post);
    expect(postSchema.parse({ ...post, publisher: null }).publisher).toBeNull();
  });

  it('publishedAt is an ISO-8601 instant, with or without an offset', () => {
    for (const publishedAt of ['2025-01-20T09:00:00Z', '2025-01-20T09:00:00+09:00', '2025-01-20T09:00:00.123']) {
      expect(postSchema.safeParse({ ...post, publishedAt }).success).toBe(true);
    }
    expect(postSchema.safeParse({ ...post, publishedAt: '2025.01.20' }).success).toBe(false);
  });

  it('a popup banner is id, imageUrl, webUrl', () => {
    expect(popupBannerSchema.parse({ id: 1, imageUrl: '/p.png', webUrl: '/events/1' })).toEqual({
      id: 1,
      imageUrl: '/p.png',
      webUrl: '/events/1',
    });
  });

  it('a Q&A entry is unanswered with adminAnswer and answeredAt null', () => {
    const entry = {
      id: 2,
      title: '[이물질] 튀김옷',
      content: '이물질이 있었어요.',
      createdAt: '2025-02-01T10:00:00Z',
      adminAnswer: null,
      answeredAt: null,
    };
    expect(qnaEntrySchema.parse(entry)).toEqual(entry);
    expect(qnaEntrySchema.safeParse({ ...entry, adminAnswer: undefined }).success).toBe(false);
  });

  it('notice and event lists are pages with totalCount; size defaults to 10 and is at most 100', () => {
    expect(postPageResponseSchema.parse({ list: [post], page: 1, size: 10, totalCount: 1 }).totalCount).toBe(1);
    expect(contentPageQuerySchema.parse({})).toEqual({ page: 1, size: 10 });
    expect(contentPageQuerySchema.safeParse({ size: '101' }).error?.issues[0]?.message).toBe(
      '페이지 크기는 1~100 사이로 입력해주세요.',
    );
  });
});

describe('error body', () => {
  it('is { code, message, field? }', () => {
    expect(
      errorBodySchema.parse({ code: 'BAD_REQUEST', message: '입력값이 올바르지 않습니다.', field: 'quantity' }),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: '입력값이 올바르지 않습니다.',
      field: 'quantity',
    });
    expect(errorBodySchema.safeParse({ message: 'x' }).success).toBe(false);
  });
});
