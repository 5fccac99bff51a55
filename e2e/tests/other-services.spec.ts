import { API } from '@apex/shared';
import { DEMO_PASSWORD } from '@apex/shared/demo';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { buttonName, confirmPopup, dialog, expectMessage, field, footerButton, formItem } from '../support/antd';
import { openTestJob, partyId } from '../support/jobs';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

const panel = (page: Page) => page.getByRole('tabpanel');
const profitPanel = (page: Page) =>
  panel(page)
    .locator('.ant-card')
    .filter({ hasText: /^Profit in / });

/** Picks the option of the select labelled `label` whose text starts with `text`. */
async function pick(page: Page, scope: Locator, label: string, text: string) {
  await field(scope, label).click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}

test('an operator orders a fumigation with its cost, sees its AP line and the profit move on the charges tab, then deletes it', async ({
  page,
}) => {
  const api = await ApiSession.signIn(page.request, 'op01', DEMO_PASSWORD);
  const job = await openTestJob(api, 'OE');
  await openSignedIn(page, 'op01', `/ocean_exp/detail/${job.id}`);
  await page.getByRole('tab', { name: 'Other Service', exact: true }).click();
  await expect(panel(page)).toContainText('No other service for this job yet.');

  await panel(page)
    .getByRole('button', { name: buttonName('New service') })
    .click();
  const form = dialog(page, `New service of job ${job.jobNo}`);
  await expect(field(form, 'Service')).toBeVisible();
  await formItem(form, 'Supplier').locator('.ant-select').click();
  await page.keyboard.type('AGT-HAM');
  await page.getByRole('option', { name: /^AGT-HAM · / }).click();
  await field(form, 'Reference no').fill('FUM-0042');
  await pick(page, form, 'Charge code', 'FUM');
  // A third decimal is refused under its field before anything is sent.
  await field(form, 'Amount').fill('850.125');
  await footerButton(form, 'Save').click();
  await expect(formItem(form, 'Amount')).toContainText('decimal');
  await field(form, 'Amount').fill('850');
  await footerButton(form, 'Save').click();
  await expectMessage(page, 'Fumigation saved');
  const row = panel(page).locator('.ant-table-row').filter({ hasText: 'FUM-0042' });
  await expect(row).toContainText('Fumigation');
  await expect(row).toContainText('Line 1 on the charges tab');
  await saveScreen(page, 'other-services-tab-en_US');

  await page.getByRole('tab', { name: 'Charges & Invoice', exact: true }).click();
  const line = panel(page).locator('.ant-table').first().locator('.ant-table-tbody .ant-table-row').first();
  await expect(line).toContainText('Fumigation');
  await expect(line).toContainText('AP');
  await expect(
    line.getByLabel('Line 1 is the cost of the Fumigation on the other service tab: change it there'),
  ).toBeVisible();
  await expect(profitPanel(page)).toContainText('-￥850.00');
  await saveScreen(page, 'other-services-charges-en_US');

  await page.getByRole('tab', { name: 'Other Service', exact: true }).click();
  await row.getByRole('button', { name: buttonName('Delete') }).click();
  await confirmPopup(page);
  await expectMessage(page, 'Fumigation deleted');
  await expect(panel(page)).toContainText('No other service for this job yet.');
  await page.getByRole('tab', { name: 'Charges & Invoice', exact: true }).click();
  await expect(panel(page).locator('.ant-table').first()).not.toContainText('Fumigation');
  await expect(profitPanel(page)).not.toContainText('-￥850.00');
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the other service tab, an insurance’s premium and its cost line speak zh_CN', async ({ page }) => {
    const api = await ApiSession.signIn(page.request, 'op01', DEMO_PASSWORD);
    const job = await openTestJob(api, 'OE');
    const supplier = await partyId(api, 'OVERSEAS_AGENT');
    await api.data(API.jobs.OE.otherServices.create, {
      params: { id: job.id },
      body: {
        kind: 'INSURANCE',
        supplier,
        referenceNo: 'PICC-0042',
        chargeCode: 'INS',
        currency: 'CNY',
        amount: '175',
      },
    });
    await openSignedIn(page, 'op01', `/ocean_exp/detail/${job.id}`);
    await page.getByRole('tab', { name: '其他服务', exact: true }).click();
    const row = panel(page).locator('.ant-table-row').filter({ hasText: 'PICC-0042' });
    await expect(row).toContainText('货物保险');
    await expect(row).toContainText('费用页签第 1 行');
    await saveScreen(page, 'other-services-tab-zh_CN');
    await row.getByRole('button', { name: buttonName('编辑') }).click();
    const form = dialog(page, `工作单 ${job.jobNo} 的货物保险`);
    await field(form, '保险金额').fill('500000');
    await field(form, '保险费率 (%)').fill('0.035');
    await expect(form).toContainText('按此费率的保险费：175.00');
    await saveScreen(page, 'other-services-dialog-zh_CN');
    await footerButton(form, '保存').click();
    await expectMessage(page, '货物保险已保存');

    await page.getByRole('tab', { name: '费用与发票', exact: true }).click();
    const line = panel(page).locator('.ant-table').first().locator('.ant-table-tbody .ant-table-row').first();
    await expect(line.getByLabel('第 1 行是其他服务页签中“货物保险”的成本，请在该处修改')).toBeVisible();
    await saveScreen(page, 'other-services-charges-zh_CN');
  });
});
