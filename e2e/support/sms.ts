import { type APIRequestContext, expect } from '@playwright/test';

/** 010 and 8 random digits: each run and project uses its own phone number. */
export function randomPhone(): string {
  return `010${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
}

/**
 * The 4-digit code of the newest verification message (인증번호) to `phone` in the local SMS simulator's outbox (GET
 * /dev/sms.json); other texts to the phone (an order's tracking link) are not codes.
 */
export async function codeSentTo(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/dev/sms.json')).json()) as {
        to: string;
        text: string;
        createdAt: string;
      }[];
      const newest = outbox
        .filter((message) => message.to === phone && message.text.includes('인증번호'))
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
      code = /(?<!\d)(\d{4})(?!\d)/.exec(newest?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}
