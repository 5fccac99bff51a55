import { expect, test } from '@playwright/test';
import { buttonName, dialog, expectMessage, footerButton } from '../support/antd';
import { createOperator, signInOperator } from '../support/nav';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

const rows = (page: import('@playwright/test').Page) => page.locator('.ant-table-tbody .ant-table-row');
/** A column's cells of the grid, by its header. */
async function columnTexts(page: import('@playwright/test').Page, header: string) {
  const headers = await page.locator('.ant-table-thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  return rows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
}

test('an operator filters the export list, pastes MB/L numbers, opens, copies and exports a job, and finds the query again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'op01', '/ocean_exp/list');
  await expect(page.getByRole('heading', { name: 'Ocean export jobs' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();

  // Status "Departed" and an ETD within the last 30 days.
  await page.getByRole('combobox', { name: 'Job status' }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: /^Departed$/ })
    .click();
  await page.getByRole('combobox', { name: 'Date type' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^ETD$/ }).click();
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const range = page.locator('.ant-picker-range input');
  await range.first().fill(day(-30));
  await range.last().fill(day(0));
  await range.last().press('Enter');
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(async () => [...new Set(await columnTexts(page, 'Job status'))]).toEqual(['Departed']);
  // FCL jobs' bills: a consolidation's MB/L is its sub-jobs' too, so it would list more than one job.
  const modes = await columnTexts(page, 'Job mode');
  const mbls = (await columnTexts(page, 'MB/L no')).filter((no, i) => no && modes[i] === 'FCL').slice(0, 2);
  expect(mbls.length).toBe(2);
  await saveScreen(page, 'job-list-oe-en_US');

  // The same two jobs again by their pasted MB/L numbers, one per line.
  await page.getByRole('button', { name: buttonName('Reset') }).click();
  await expect(page).not.toHaveURL(/jobStatus=/);
  const billNos = page.getByRole('textbox', { name: 'MB/L or HB/L numbers' });
  await billNos.fill(mbls.join('\n'));
  await expect(billNos).toHaveValue(mbls.join('\n'));
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(rows(page)).toHaveCount(2);
  expect((await columnTexts(page, 'MB/L no')).sort()).toEqual([...mbls].sort());

  // Double-click opens the job card in a tab.
  await rows(page).first().dblclick();
  await expect(page).toHaveURL(/\/ocean_exp\/detail\/\d+$/);
  await page.goBack();

  // Copy job, with the dialog's groups.
  await rows(page).first().locator('.ant-checkbox-input').check();
  await page.getByRole('button', { name: buttonName('Copy job') }).click();
  const copy = dialog(page, /^Copy job /);
  await footerButton(copy, 'OK').click();
  await expectMessage(page, /opened as a copy/);
  await expect(page).toHaveURL(/\/ocean_exp\/detail\/\d+$/);
  await page.goBack();

  // Export to Excel: the workbook arrives.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName('Export') }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  // After a reload, the list opened afresh shows the last query (spec §3 joblistquery).
  await page.reload();
  await page.goto('/ocean_exp/list');
  await expect(page.getByRole('textbox', { name: 'MB/L or HB/L numbers' })).toHaveValue(mbls.join('\n'));
  await expect(rows(page)).toHaveCount(2);
});

test('the import list speaks Chinese', async ({ page }) => {
  await page.goto('/sso');
  await page.evaluate(() => localStorage.setItem('language', 'zh_CN'));
  await openSignedIn(page, 'op01', '/OceanImport/JobList');
  await expect(page.getByRole('heading', { name: '海运进口工作单' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.locator('.ant-table-thead')).toContainText('工作单号');
  await page.getByRole('combobox', { name: '工作单状态' }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: /^已到港$/ })
    .click();
  await page.getByRole('button', { name: buttonName('查询') }).click();
  await expect.poll(async () => [...new Set(await columnTexts(page, '工作单状态'))]).toEqual(['已到港']);
  await saveScreen(page, 'job-list-oi-zh_CN');
});

test('a column is widened by dragging its header edge and keeps its width after a reload (saved per user)', async ({
  page,
  request,
}) => {
  // The layout is saved for the user: an operator of this test's own.
  const { account } = await createOperator(request);
  await signInOperator(page, account, '/ocean_exp/list');
  await expect(rows(page).first()).toBeVisible();
  const header = page.locator('.ant-table-thead th').filter({ hasText: /^Customer$/ });
  const widthNow = async () => (await header.boundingBox())?.width ?? 0;
  const before = await widthNow();
  const handle = header.getByRole('separator', { name: 'Drag to resize the column' });
  await handle.scrollIntoViewIfNeeded();
  const at = (await handle.boundingBox())!;
  const y = at.y + at.height / 2;
  await page.mouse.move(at.x + at.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(at.x + 40, y, { steps: 4 });
  await page.mouse.move(at.x + 84, y, { steps: 4 });
  await page.mouse.up();
  await expect.poll(widthNow).toBeGreaterThan(before + 70);
  // The drag did not sort by the column.
  await expect(page).not.toHaveURL(/sortField/);

  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(widthNow).toBeGreaterThan(before + 70);
  // From the keyboard: the arrows narrow it again, 10 px a press.
  const widened = await widthNow();
  await handle.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(widthNow).toBeLessThan(widened - 15);
});
