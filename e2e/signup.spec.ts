import { seriousViolations } from './support/axe';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/**
 * Issue 4 e2e: sign-up with phone verification (the code read from the SMS outbox, GET /dev/sms.json), the new
 * member signed in (the header greets them), and 아이디 찾기 with phone verification. Each run and project uses its
 * own phone number, so reruns on a kept database never collide.
 */

const isMobileProject = (name: string) => name === 'mobile';

/** 010 and 8 random digits. */
function randomPhone(): string {
  return `010${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
}

/** A birth date YYYYMMDD in 1950–1999: the identity service tells people apart by it (with the name). */
function randomBirthDate(): string {
  const year = 1950 + Math.floor(Math.random() * 50);
  const month = 1 + Math.floor(Math.random() * 12);
  const day = 1 + Math.floor(Math.random() * 28);
  return `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
}

/** The newest code texted to `phone` (the outbox lists newest first). */
async function codeSentTo(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/dev/sms.json')).json()) as { to: string; text: string }[];
      code = /\[(\d{4})\]/.exec(outbox.find((message) => message.to === phone)?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** Runs the phone-verification popup: name, phone, 인증번호 받기, the code from the outbox, 확인. */
async function verifyPhone(page: Page, name: string, phone: string): Promise<void> {
  const popup = page.getByRole('dialog', { name: '휴대폰 인증' });
  await expect(popup).toBeVisible();
  await popup.getByLabel('이름').fill(name);
  await popup.getByLabel('휴대폰 번호').fill(phone);
  await popup.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(popup.getByRole('timer')).toHaveText(/^[01]:\d\d$/);
  await expect(popup.getByRole('button', { name: '재전송' })).toBeDisabled();
  const code = await codeSentTo(page.request, phone);
  await popup.getByLabel('인증번호').fill(code);
  await popup.getByRole('button', { name: '확인' }).click();
}

/** The signed-in member's name as the shell shows it: the desktop header, or the mobile drawer. */
async function expectGreeting(page: Page, mobile: boolean, name: string): Promise<void> {
  if (!mobile) {
    await expect(page.getByRole('banner').getByText(`${name}님`)).toBeVisible();
    return;
  }
  await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
  const drawer = page.getByRole('dialog', { name: '전체 메뉴' });
  await expect(drawer.getByText(`${name}님`)).toBeVisible();
  await page.keyboard.press('Escape');
}

test('a new customer signs up with phone verification and is signed in', async ({ page }, testInfo) => {
  const mobile = isMobileProject(testInfo.project.name);
  const phone = randomPhone();
  const name = '박닭강';
  const username = `e2e${phone.slice(3)}`;

  await page.goto('/member/join');
  await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
  await expect(page.getByRole('button', { name: '휴대폰 인증' })).toBeDisabled();
  await page.getByLabel('이용약관 (필수)').check();
  await page.getByLabel('개인정보 수집 및 이용 (필수)').check();
  await page.getByLabel('SMS').check();
  await page.getByRole('button', { name: '휴대폰 인증' }).click();

  // A wrong code first: spec §8 popup, then the right one.
  const popup = page.getByRole('dialog', { name: '휴대폰 인증' });
  await popup.getByLabel('이름').fill(name);
  await popup.getByLabel('휴대폰 번호').fill(phone);
  await popup.getByRole('button', { name: '인증번호 받기' }).click();
  const code = await codeSentTo(page.request, phone);
  await popup.getByLabel('인증번호').fill(code === '0000' ? '1111' : '0000');
  await popup.getByRole('button', { name: '확인' }).click();
  const wrong = page.getByRole('alertdialog');
  await expect(wrong).toContainText('잘못된 인증번호를 입력하셨어요.');
  await wrong.getByRole('button', { name: '다시 입력할게요' }).click();
  await expect(popup.getByLabel('인증번호')).toHaveValue('');
  await popup.getByLabel('인증번호').fill(code);
  await popup.getByRole('button', { name: '확인' }).click();

  await expect(page).toHaveURL(/\/member\/join\/verify$/);
  await expect(page.getByLabel('이름')).toHaveValue(name);
  await page.getByLabel('아이디', { exact: true }).fill(username);
  await page.getByRole('button', { name: '중복 확인' }).click();
  await expect(page.getByText('사용할 수 있는 아이디예요.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill('crispy');
  await expect(page.getByText('영문+특수문자 포함 8자이상 (조건이 맞지 않습니다.)')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill('crispy!chick1');
  await page.getByLabel('비밀번호 확인').fill('crispy!chick2');
  await expect(page.getByText('입력하신 비밀번호와 일치 하지 않습니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '가입하기' })).toBeDisabled();
  await page.getByLabel('비밀번호 확인').fill('crispy!chick1');
  await page.getByRole('button', { name: '가입하기' }).click();

  await expect(page.getByRole('heading', { name: `${name}님, 환영합니다!` })).toBeVisible();
  await page.getByRole('button', { name: '주문하러 가기' }).click();
  // Signed in as the new member; with no default address yet the spec §4 guard asks for one, then returns home.
  await expect(page).toHaveURL(/\/address\/permission\?redirect_to=%2F$/);
  await expectGreeting(page, mobile, name);
});

test('sign-up by 본인 인증 (identity iframe), then 아이디 찾기 with phone verification shows the masked id', {
  tag: '@desktop',
}, async ({ page }) => {
  // 본인 인증 sends no SMS, so this phone's first code is the find-id one (one code per phone per 60 s, issue 4).
  const phone = randomPhone();
  const name = '최본인';
  const username = `ci${phone.slice(3)}`;
  await page.goto('/member/join');
  await page.getByLabel('전체 동의').check();
  await page.getByRole('button', { name: '본인 인증' }).click();
  await expect(page.getByRole('dialog', { name: '본인 인증' })).toBeVisible();
  const frame = page.frameLocator('iframe[title="본인 인증"]');
  await frame.getByLabel('이름').fill(name);
  await frame.getByLabel('생년월일 (8자리)').fill(randomBirthDate());
  await frame.getByLabel('휴대폰 번호').fill(phone);
  await frame.getByRole('button', { name: '인증하기' }).click();

  await expect(page).toHaveURL(/\/member\/join\/verify$/);
  await expect(page.getByLabel('이름')).toHaveValue(name);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('아이디', { exact: true }).fill(username);
  await page.getByRole('button', { name: '중복 확인' }).click();
  await expect(page.getByText('사용할 수 있는 아이디예요.')).toBeVisible();
  await page.getByLabel('비밀번호', { exact: true }).fill('identity!ok1');
  await page.getByLabel('비밀번호 확인').fill('identity!ok1');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByRole('heading', { name: `${name}님, 환영합니다!` })).toBeVisible();

  // Signed out again (a member without a default address would be sent to /address/permission by the guard).
  await page.context().clearCookies();
  await page.goto('/member/find');
  await expect(page.getByRole('tab', { name: '아이디 찾기' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: '휴대폰 인증' }).click();
  await verifyPhone(page, name, phone);
  const found = page.getByRole('status').filter({ hasText: '회원님의 아이디를 찾았어요' });
  await expect(found).toContainText('회원님의 아이디를 찾았어요');
  await expect(found).toContainText(`${username.slice(0, 4)}*`);
  await expect(found).not.toContainText(username);
  await expect(found).toContainText(/가입일 \d{4}\.\d{2}\.\d{2}/);
  await expect(found.getByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/member/login');
});

test('the sign-up and find screens and the phone popup have no serious or critical axe violations', async ({
  page,
}) => {
  await page.goto('/member/join');
  await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('전체 동의').check();
  await page.getByRole('button', { name: '휴대폰 인증' }).click();
  await expect(page.getByRole('dialog', { name: '휴대폰 인증' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/member/find');
  await expect(page.getByRole('tab', { name: '아이디 찾기' })).toHaveAttribute('aria-selected', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: '비밀번호 찾기' }).click();
  await expect(page.getByLabel('아이디', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
