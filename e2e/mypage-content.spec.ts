import { seriousViolations } from './support/axe';
import { expect, type Page, test } from './support/test';

// Issue 11: 이용 안내 and 대량 구매 안내 read their text from the content store; a guest files a 단체 주문 request and
// sees it confirmed and listed; axe finds nothing serious on either page, at 1280 (desktop) and 390 (mobile). Each
// run's browser context is a new guest, so the requests it files are its own and need no cleanup.

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The Seoul calendar day `days` after today, 'YYYY-MM-DD' (the form's date rule counts Seoul days). */
function seoulDayAfter(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
  const at = new Date(`${today}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

test('이용 안내 shows the seeded guide with a table of contents that jumps to its sections', async ({ page }) => {
  await page.goto('/mypage/guide');
  await expect(page.getByRole('heading', { level: 1, name: '이용 안내' })).toBeVisible();
  for (const heading of ['주문 방법', '배달 주문', '쿠폰 사용', '포인트 적립과 사용', '퀵오더']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeAttached();
  }
  await settled(page);
  await page.getByRole('navigation', { name: '목차' }).getByRole('link', { name: '퀵오더' }).click();
  await expect(page).toHaveURL(/\/mypage\/guide#guide-\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: '퀵오더' })).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a guest files a 단체 주문 request, sees it confirmed and listed under the form', { tag: '@desktop' }, async ({
  page,
}) => {
  await page.goto('/mypage/bulk-purchase');
  await expect(page.getByRole('heading', { level: 1, name: '대량 구매 안내' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '준비 기간' })).toBeAttached();
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  const form = page.getByRole('region', { name: '단체 주문 문의하기' });
  await form.getByRole('button', { name: '문의 접수' }).click();
  await expect(form.getByText('단체명을 입력해주세요.')).toBeVisible();

  const date = seoulDayAfter(3);
  await form.getByLabel('이름', { exact: true }).fill('김단체');
  await form.getByLabel('휴대폰 번호').fill('01012345678');
  await form.getByLabel('단체명').fill('치킨초등학교 운영위원회');
  await form.getByLabel('희망 날짜').fill(date);
  await form.getByLabel('수량 (개)').fill('120');
  await form.getByLabel('매장 이름').fill('문정');
  await form.getByRole('button', { name: '검색', exact: true }).click();
  await form.getByRole('button', { name: /문정법조단지점 선택/ }).click();
  await expect(form.getByText('선택한 매장:')).toBeVisible();
  await form.getByLabel('요청 사항 (선택)').fill('오후 5시에 학교 정문에서 받겠습니다.');
  await form.getByRole('button', { name: '문의 접수' }).click();

  const confirmation = form.getByRole('status');
  await expect(confirmation).toContainText('단체 주문 문의가 접수됐습니다.');
  await expect(confirmation).toContainText(date.replaceAll('-', '.'));
  await expect(confirmation).toContainText('120개');
  await expect(confirmation).toContainText('문정법조단지점');
  const list = page.getByRole('region', { name: '나의 단체 주문 문의' });
  await expect(list.getByRole('heading', { level: 3, name: '치킨초등학교 운영위원회' })).toBeVisible();
  await expect(list.getByText('접수 완료')).toBeVisible();
  await expect(form.getByLabel('단체명')).toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);
});
