import { seriousViolations } from './support/axe';
import { expect, type Page, test } from './support/test';

// Issue 12 customer center (/faq) at 1280 and 390 px: FAQ search and accordion, the notice board and a notice's
// 다음 글, and a customer's own 고객의 소리 post written, rewritten and deleted (the suite leaves no post behind).
// axe-core finds no serious or critical violation on each screen.

/** Waits until the route has rendered past its loading state: a level-1 heading and no skeleton or spinner. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: '고객센터' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('customer center', () => {
  test('FAQ search finds an answer and expands it', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/faq');
    await settled(page);
    await expect(page.getByRole('link', { name: '자주 묻는 질문' })).toHaveAttribute('aria-current', 'page');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: '자주 묻는 질문 검색' }).fill('현금 영수증');
    const question = page.getByRole('button', { name: /현금영수증은 어떻게 발급받나요/ });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: /배달은 얼마나 걸리나요/ })).toHaveCount(0);
    const answer = page.getByText('결제 단계에서 현금영수증 정보를 입력하시면 자동으로 발급됩니다.', { exact: false });
    await expect(answer).toBeHidden();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: '자주 묻는 질문 검색' }).fill('없는말없는말');
    await expect(page.getByRole('heading', { name: '검색 결과가 없습니다.' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the FAQ search is sent as a form and the server lists the answers found', { tag: '@desktop' }, async ({
      page,
    }) => {
      await page.goto('/faq');
      await page.getByRole('searchbox', { name: '자주 묻는 질문 검색' }).fill('현금 영수증');
      await page.getByRole('searchbox', { name: '자주 묻는 질문 검색' }).press('Enter');
      await expect(page).toHaveURL(/\/faq\?q=%ED%98%84%EA%B8%88\+%EC%98%81%EC%88%98%EC%A6%9D$/);
      await expect(page.getByRole('searchbox', { name: '자주 묻는 질문 검색' })).toHaveValue('현금 영수증');
      await expect(page.getByRole('button', { name: /현금영수증은 어떻게 발급받나요/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /배달은 얼마나 걸리나요/ })).toHaveCount(0);
    });
  });

  test('a notice opens from the board and pages to the next', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/faq?tab=notices');
    await settled(page);
    await expect(page.getByRole('link', { name: '공지사항' })).toHaveAttribute('aria-current', 'page');
    const board = page.getByRole('table');
    await expect(board.getByRole('columnheader')).toHaveText(['번호', '제목', '작성일']);
    const firstRow = board.getByRole('row').nth(1);
    await expect(firstRow.getByRole('img', { name: '고정 공지' })).toBeVisible();
    await expect(firstRow.getByRole('cell').last()).toHaveText(/^\d{4}\.\d{2}\.\d{2}$/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '2 페이지' }).click();
    await expect(page).toHaveURL(/tab=notices&page=2/);
    await expect(board.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('6');
    await page.getByRole('button', { name: '1 페이지' }).click();
    await expect(page).toHaveURL(/tab=notices$/);
    // The URL changes before page 1's rows replace page 2's: read the titles once the pinned row is back.
    await expect(firstRow.getByRole('img', { name: '고정 공지' })).toBeVisible();

    const firstTitle = (await firstRow.getByRole('link').textContent()) ?? '';
    const secondTitle = (await board.getByRole('row').nth(2).getByRole('link').textContent()) ?? '';
    await firstRow.getByRole('link').click();
    await expect(page).toHaveURL(/\/faq\/notices\/\d+$/);
    await expect(page.getByRole('heading', { level: 2 })).toContainText(firstTitle);
    await expect(page.getByText('이전 글이 없습니다.')).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: `다음 글: ${secondTitle}` }).click();
    await expect(page.getByRole('heading', { level: 2 })).toContainText(secondTitle);
    await expect(page.getByRole('link', { name: `이전 글: ${firstTitle}` })).toBeVisible();
    await page.getByRole('link', { name: '목록', exact: true }).click();
    await expect(page).toHaveURL(/\/faq\?tab=notices$/);
  });

  test('a customer writes, edits and deletes their own 고객의 소리 post', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/faq/voice');
    await settled(page);
    await expect(page.getByText('아직 작성한 글이 없습니다.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('제목').fill('문정점 칭찬합니다');
    await page.getByLabel('내용').fill('배달이 빠르고 치킨이 따뜻했어요.');
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await expect(page.getByText('글을 등록했습니다.')).toBeVisible();
    const card = page.getByRole('article', { name: '문정점 칭찬합니다' });
    await expect(card).toContainText('배달이 빠르고 치킨이 따뜻했어요.');
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('button', { name: '문정점 칭찬합니다 수정' }).click();
    await expect(page.getByLabel('제목')).toHaveValue('문정점 칭찬합니다');
    await page.getByLabel('제목').fill('문정점 정말 칭찬합니다');
    await page.getByRole('button', { name: '수정 완료' }).click();
    await expect(page.getByText('글을 수정했습니다.')).toBeVisible();
    const edited = page.getByRole('article', { name: '문정점 정말 칭찬합니다' });
    await expect(edited).toBeVisible();
    await page.reload();
    await settled(page);
    await expect(edited).toContainText('배달이 빠르고 치킨이 따뜻했어요.');

    await edited.getByRole('button', { name: '문정점 정말 칭찬합니다 삭제' }).click();
    const confirm = page.getByRole('alertdialog', { name: '글 삭제' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: '삭제', exact: true }).click();
    await expect(page.getByText('글을 삭제했습니다.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.reload();
    await settled(page);
    await expect(page.getByText('아직 작성한 글이 없습니다.')).toBeVisible();
  });

  test('1:1 문의 leads to the inquiry form', async ({ page }) => {
    await page.goto('/faq?tab=inquiry');
    await settled(page);
    await expect(page.getByRole('link', { name: '1:1 문의하기' })).toHaveAttribute('href', '/mypage/inquiry');
    await expect(page.getByRole('link', { name: '1588-9282', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
