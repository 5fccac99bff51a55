import { expect, type Page, test } from '@playwright/test';
import { buttonName } from '../support/antd';
import { createOperator, signInOperator } from '../support/nav';
import { useServer } from '../support/servers';
import { saveScreen } from '../support/sign-on';

useServer('demo');

// The column layout is saved per user: each test has an operator of its own.
let account: string;
test.beforeEach(async ({ request }) => {
  ({ account } = await createOperator(request));
});

const rows = (page: Page) => page.locator('.ant-table-tbody .ant-table-row');
const headers = (page: Page) => page.locator('.ant-table-thead th');
const activePage = (page: Page) => page.locator('.ant-pagination-item-active');
/** A column's cells, by its header. */
async function columnTexts(page: Page, header: string) {
  const index = (await headers(page).allInnerTexts()).findIndex((h) => h.trim() === header);
  return rows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
}

/** Goes to the second page once the list shows, and answers its rows' values of one column. */
async function secondPageOf(page: Page, header: string) {
  const firstPage = await columnTexts(page, header);
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect.poll(() => columnTexts(page, header)).not.toEqual(firstPage);
  return columnTexts(page, header);
}

/** Opens a list as the test's operator and switches its job type, which the URL then holds. */
async function openWithJobType(page: Page, path: string, label: string, jobType: string, header: string) {
  await signInOperator(page, account, path);
  await expect(rows(page).first()).toBeVisible();
  const before = await columnTexts(page, header);
  await page.locator('.ant-segmented').getByText(label, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`jobType=${jobType}`));
  await expect.poll(() => columnTexts(page, header)).not.toEqual(before);
}

/** After a reload, the list shows the same page of the same job type. */
async function expectSamePageAfterReload(page: Page, header: string, shown: string[], label: string) {
  await page.reload();
  await expect(activePage(page)).toHaveText('2');
  await expect.poll(() => columnTexts(page, header)).toEqual(shown);
  await expect(page.locator('.ant-segmented-item-selected')).toHaveText(label);
}

/** Hides a column with the column chooser; the choice is saved for the user. */
async function hideColumn(page: Page, title: string) {
  await page.getByRole('button', { name: buttonName('Columns') }).click();
  const box = page.locator('.ant-popover:visible').getByRole('checkbox', { name: title });
  // The chooser is controlled by the cached layout, whose update reaches React a timer later
  // (TanStack Query batches its notifications): `uncheck()` reads the box at once and, on a loaded
  // machine, still finds it ticked. A click, then the state awaited.
  await box.click();
  await expect(box).not.toBeChecked();
  await expect(headers(page).filter({ hasText: new RegExp(`^${title}$`) })).toHaveCount(0);
  await page.keyboard.press('Escape');
}

test('the HB/L list keeps its job type, filter and page in the URL across a reload, and has the column tools', async ({
  page,
}) => {
  await openWithJobType(page, '/HBLList', 'Export', 'OE', 'HBL No');
  const secondPage = await secondPageOf(page, 'HBL No');
  await expectSamePageAfterReload(page, 'HBL No', secondPage, 'Export');

  // A filter goes to the URL and starts again at page 1; a reload keeps it, in the form too.
  const hblNo = secondPage[0]!;
  await page.getByRole('textbox', { name: /^HBL No/ }).fill(hblNo);
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(page).toHaveURL(new RegExp(`hblNo=${encodeURIComponent(hblNo)}`));
  await expect(page).not.toHaveURL(/[?&]page=2/);
  await expect.poll(() => columnTexts(page, 'HBL No')).toEqual([hblNo]);
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^HBL No/ })).toHaveValue(hblNo);
  await expect.poll(() => columnTexts(page, 'HBL No')).toEqual([hblNo]);

  // The column chooser and the resize handles of the job list; the choice outlives a reload.
  await expect(headers(page).getByRole('separator', { name: 'Drag to resize the column' }).first()).toBeAttached();
  await hideColumn(page, 'CBF');
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(headers(page).filter({ hasText: /^CBM$/ })).toHaveCount(1);
  await expect(headers(page).filter({ hasText: /^CBF$/ })).toHaveCount(0);
  await saveScreen(page, 'hbl-list-en_US');
});

test('the goods list keeps its job type, filter, sort and page in the URL across a reload, and has the column tools', async ({
  page,
}) => {
  await openWithJobType(page, '/goodslist', 'Ocean import', 'OI', 'Job no');
  const unsorted = await columnTexts(page, 'Job no');
  await headers(page)
    .filter({ hasText: /^Job no$/ })
    .click();
  await expect(page).toHaveURL(/sortField=jobNo/);
  await expect.poll(() => columnTexts(page, 'Job no')).not.toEqual(unsorted);
  const secondPage = await secondPageOf(page, 'Job no');
  await expectSamePageAfterReload(page, 'Job no', secondPage, 'Ocean import');
  await expect(headers(page).filter({ hasText: /^Job no$/ })).toHaveAttribute('aria-sort', 'ascending');

  const jobNo = secondPage[0]!;
  await page.getByRole('textbox', { name: /^Job no/ }).fill(jobNo);
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(page).toHaveURL(new RegExp(`jobNo=${encodeURIComponent(jobNo)}`));
  await expect(page).not.toHaveURL(/[?&]page=2/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Job no/ })).toHaveValue(jobNo);
  await expect.poll(async () => [...new Set(await columnTexts(page, 'Job no'))]).toEqual([jobNo]);

  await hideColumn(page, 'Customer');
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(headers(page).filter({ hasText: /^Customer$/ })).toHaveCount(0);
  await saveScreen(page, 'goods-list-en_US');
});
