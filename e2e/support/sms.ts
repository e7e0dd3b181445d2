import { type APIRequestContext, expect } from '@playwright/test';

/** 010 and 8 random digits: each run and project uses its own phone number. */
export function randomPhone(): string {
  return `010${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
}

/**
 * `pattern`'s match in the newest text to `phone` that has one, from the local SMS simulator's outbox (GET
 * /dev/sms.json), polled until such a text arrives. Other texts to the same phone (a code, an order's tracking link)
 * are passed over by the pattern.
 */
export async function matchInTextTo(
  request: APIRequestContext,
  phone: string,
  pattern: RegExp,
): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/dev/sms.json')).json()) as {
        to: string;
        text: string;
        createdAt: string;
      }[];
      found =
        outbox
          .filter((message) => message.to === phone)
          .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
          .map((message) => pattern.exec(message.text))
          .find((match) => match !== null) ?? null;
      return found !== null;
    })
    .toBe(true);
  if (found === null) throw new Error(`no text to ${phone} matches ${pattern}`);
  return found;
}

/** The 4-digit code of the newest verification text (인증번호는 [1234]입니다) to `phone`. */
export async function codeSentTo(request: APIRequestContext, phone: string): Promise<string> {
  const [, code = ''] = await matchInTextTo(request, phone, /인증번호는 \[(\d{4})\]/);
  return code;
}
