import type { APIRequestContext, APIResponse } from '@playwright/test';
import { signArsRequest } from '../../server/services/ars/request-signature';
import { E2E_ARS_LINE } from './ars-line';
import { matchInTextTo } from './sms';

/** POST /api/ars/links as the IVR system sends it: the exact body, signed with the e2e caller line. */
export async function requestArsLink(
  request: APIRequestContext,
  payload: { readonly phoneNumber: string; readonly branchId: number },
): Promise<APIResponse> {
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  return request.post('/api/ars/links', {
    data: body,
    headers: {
      'content-type': 'application/json',
      'x-ars-key-id': E2E_ARS_LINE.keyId,
      'x-ars-timestamp': timestamp,
      'x-ars-signature': signArsRequest(E2E_ARS_LINE.secret, timestamp, body),
    },
  });
}

/** The visible-ARS link in the newest text to `phone` that has one, in the local SMS outbox. */
export async function arsLinkSentTo(request: APIRequestContext, phone: string): Promise<string> {
  const [link] = await matchInTextTo(request, phone, /https?:\/\/\S+\/ars\?token=\S+/);
  return link;
}
