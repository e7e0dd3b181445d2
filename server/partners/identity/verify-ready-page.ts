import { IDENTITY_CALLBACK_MARKER, type IdentityVerifyType } from '../../../src/contract/account';
import { FRANCHISE_PROFILE } from '../../../src/franchise/profile';

/** Where the simulator's page posts the typed person (JSON) and gets the ciToken back. */
export const IDENTITY_SIMULATOR_VERIFY_PATH = '/auth-sim/verify';

/** Text as HTML element content or attribute value. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A value as a JavaScript literal inside a <script> element (no `</script>` or `<!--` can be formed). */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * The simulated identity service's verify-ready page (spec §7 Other: the storefront's 본인 인증 iframe). The person
 * types a name, birth date and phone and presses 인증하기; the page asks the simulator for a ciToken and posts
 * `IDENTITY_CALLBACK_MARKER + JSON.stringify({ token, verifyType })` to the parent window. Its inline <style> and
 * <script> carry `nonce` (the response's CSP nonces, server/http/security-headers.ts IDENTITY_PAGE_HEADERS).
 */
export function verifyReadyPage(
  input: { phoneNumber: string; verifyType: IdentityVerifyType },
  nonce: { readonly script: string; readonly style: string },
): string {
  const phone = escapeHtml(input.phoneNumber);
  const primary = escapeHtml(FRANCHISE_PROFILE.theme.primary);
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>본인 인증 (개발용 시뮬레이터)</title>
<style nonce="${escapeHtml(nonce.style)}">
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; color: #222; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  p.note { font-size: 13px; color: #666; margin: 0 0 20px; }
  label { display: block; font-size: 14px; margin: 12px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 10px; font-size: 16px; border: 1px solid #ccc; border-radius: 6px; }
  button { width: 100%; margin-top: 20px; padding: 12px; font-size: 16px; color: #fff; background: ${primary}; border: 0; border-radius: 6px; }
  button:disabled { opacity: 0.5; }
  #error { color: ${primary}; font-size: 14px; min-height: 20px; margin-top: 12px; }
</style>
</head>
<body>
<h1>본인 인증</h1>
<p class="note">개발용 본인 인증 시뮬레이터입니다. 입력한 정보로 바로 인증됩니다.</p>
<form id="verify-form" novalidate>
  <label for="name">이름</label>
  <input id="name" name="name" autocomplete="name" maxlength="20" required>
  <label for="birthDate">생년월일 (8자리)</label>
  <input id="birthDate" name="birthDate" inputmode="numeric" maxlength="8" placeholder="19900101" required>
  <label for="phoneNumber">휴대폰 번호</label>
  <input id="phoneNumber" name="phoneNumber" inputmode="numeric" maxlength="11" placeholder="01012345678" value="${phone}" required>
  <button type="submit" id="submit">인증하기</button>
  <p id="error" role="alert"></p>
</form>
<script nonce="${escapeHtml(nonce.script)}">
  const CALLBACK_MARKER = ${scriptLiteral(IDENTITY_CALLBACK_MARKER)};
  const VERIFY_TYPE = ${scriptLiteral(input.verifyType)};
  const VERIFY_URL = ${scriptLiteral(IDENTITY_SIMULATOR_VERIFY_PATH)};
  const form = document.getElementById('verify-form');
  const error = document.getElementById('error');
  const submit = document.getElementById('submit');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    submit.disabled = true;
    try {
      const response = await fetch(VERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: document.getElementById('name').value,
          birthDate: document.getElementById('birthDate').value,
          phoneNumber: document.getElementById('phoneNumber').value,
          verifyType: VERIFY_TYPE,
        }),
      });
      const result = await response.json();
      if (!response.ok) {
        error.textContent = result.message || '인증에 실패했습니다. 다시 시도해주세요.';
        return;
      }
      window.parent.postMessage(CALLBACK_MARKER + JSON.stringify({ token: result.token, verifyType: result.verifyType }), '*');
      error.textContent = '';
      submit.textContent = '인증되었습니다';
    } catch {
      error.textContent = '인증 서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.';
    } finally {
      if (submit.textContent !== '인증되었습니다') submit.disabled = false;
    }
  });
</script>
</body>
</html>
`;
}
