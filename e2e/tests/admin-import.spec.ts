import { EXCEL_TEMPLATES } from '@apex/shared/files';
import { imoCheckDigit } from '@apex/shared/master';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { uniqueCode } from '../support/admin-api';
import { buttonName, dialog, expectMessage, row } from '../support/antd';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

/**
 * A Lloyd no nobody else uses: random first six digits in this spec's own range, above the demo
 * fleet's (admin-vessels.spec lists the ranges), and their check digit.
 */
function freshLloydNo() {
  const firstSix = String(971_000 + Math.floor(Math.random() * 9_000));
  return `${firstSix}${imoCheckDigit(firstSix)}`;
}

/** The downloaded template, filled with these rows below its header (the example row removed). */
async function fillTemplate(templatePath: string, rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const sheet = workbook.worksheets[0]!;
  sheet.spliceRows(2, 1);
  for (const values of rows) sheet.addRow(values);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(page: Page, content: Buffer, { title = 'Import from Excel', name = 'vessels-filled.xlsx' } = {}) {
  // antd's Upload keeps its file input in the dialog; setting it is what choosing a file does.
  await dialog(page, title)
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: content });
}

/** Opens a list's import dialog and downloads its template; answers the template's path. */
async function downloadTemplate(
  page: Page,
  { button = 'Import', title = 'Import from Excel', get = 'Download template' } = {},
) {
  await page.getByRole('button', { name: buttonName(button) }).click();
  const download = page.waitForEvent('download');
  await dialog(page, title)
    .getByRole('button', { name: buttonName(get) })
    .click();
  return download;
}

test('an operator imports a filled vessel template: a file with errors imports nothing, the corrected one all', async ({
  page,
}) => {
  // A download and two uploads, each read by the server and the browser: more than the usual 30 s on a busy machine.
  test.slow();
  await openSignedIn(page, 'op01', '/systemSetting/shipEdit');
  const template = await downloadTemplate(page);
  const importDialog = dialog(page, 'Import from Excel');
  expect(template.suggestedFilename()).toBe('vessels-template.xlsx');

  const tag = uniqueCode('IMP');
  const good = [`APEX ${tag} ONE`, freshLloydNo(), 'PA'];
  const second = [`APEX ${tag} TWO`, freshLloydNo(), 'hk'];
  const bad = await fillTemplate(await template.path(), [
    good,
    ['', '1234568', 'PA'], // row 3: no name, a wrong check digit
    second,
    [`APEX ${tag} 3`, second[1]!, 'PA'], // row 5: repeats row 4's Lloyd no
    [`APEX ${tag} 4`, freshLloydNo(), 'QQ'], // row 6: no such country
  ]);
  await upload(page, bad);
  await expect(importDialog.getByText('Nothing was imported. Correct these 4 problem(s)')).toBeVisible();
  await expect(importDialog.locator('.ant-table-row')).toHaveCount(4);
  await expect(importDialog.locator('.ant-table-row').nth(1)).toContainText('Lloyd no (IMO)');
  await expect(importDialog.locator('.ant-table-row').nth(1)).toContainText('1234568 is not a valid IMO number');
  await expect(importDialog.locator('.ant-table-row').nth(2)).toContainText(`Vessel ${second[1]} already exists`);
  await expect(importDialog.locator('.ant-table-row').nth(3)).toContainText('Country QQ does not exist');
  await saveScreen(page, 'admin-import-errors-en_US');

  await upload(page, await fillTemplate(await template.path(), [good, second]));
  await expectMessage(page, '2 row(s) imported');
  await expect(importDialog).toBeHidden();

  await page.getByPlaceholder('Vessel name or Lloyd no').fill(tag);
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(2);
  await expect(row(page, `APEX ${tag} TWO`)).toContainText('HK · Hong Kong');
});

test('a PDF renamed .xlsx is refused by its content', async ({ page }) => {
  await openSignedIn(page, 'op01', '/systemSetting/shipEdit');
  await page.getByRole('button', { name: buttonName('Import') }).click();
  await upload(page, Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n'));
  await expectMessage(
    page,
    'File vessels-filled.xlsx is not a real XLSX file: its content does not match its extension',
  );
});

test('a customer-service account, who may not change vessels, has no import', async ({ page }) => {
  await openSignedIn(page, 'cs01', '/systemSetting/shipEdit');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: buttonName('Import') })).toHaveCount(0);
});

/** A parties template row: the cells by column key, in the template's order (blank when not given). */
const partyRow = (cells: Record<string, string>) => EXCEL_TEMPLATES.parties.columns.map((c) => cells[c.key] ?? '');

test('sales imports parties with roles, an address and a contact from the filled template', async ({ page }) => {
  test.slow();
  await openSignedIn(page, 'sales01', '/systemSetting/party');
  const template = await downloadTemplate(page);
  expect(template.suggestedFilename()).toBe('parties-template.xlsx');
  const importDialog = dialog(page, 'Import from Excel');

  const tag = uniqueCode('IMP');
  const first = {
    code: `${tag}-1`,
    nameEn: `Harbour ${tag} Trading Co., Ltd.`,
    nameCn: '港湾贸易有限公司',
    roles: 'Shipper, 收货人',
    officeCode: 'SHA',
    address1: '18 Harbour Road',
    city: 'Shanghai',
    countryCode: 'CN',
    contactName: 'Chen Jie',
    contactEmail: 'chen.jie@example.com',
  };
  const second = { code: `${tag}-2`, nameEn: `Lake ${tag} Logistics`, roles: 'TRUCKER', officeCode: 'SHA' };
  const path = await template.path();
  await upload(
    page,
    await fillTemplate(path, [
      partyRow(first),
      partyRow({ ...second, roles: 'Trucker, pirate' }), // row 3: no such role
      partyRow({ ...second, code: 'HAITIAN-SHA' }), // row 4: a demo party's code
    ]),
    { name: 'parties-filled.xlsx' },
  );
  await expect(importDialog.getByText('Nothing was imported. Correct these 2 problem(s)')).toBeVisible();
  await expect(importDialog.locator('.ant-table-row').nth(0)).toContainText('Roles (comma separated)');
  await expect(importDialog.locator('.ant-table-row').nth(0)).toContainText('Unknown value pirate');
  await expect(importDialog.locator('.ant-table-row').nth(1)).toContainText('HAITIAN-SHA already exists');
  await saveScreen(page, 'admin-import-parties-errors-en_US');

  await upload(page, await fillTemplate(path, [partyRow(first), partyRow(second)]), { name: 'parties-filled.xlsx' });
  await expectMessage(page, '2 row(s) imported');
  await expect(importDialog).toBeHidden();
  await page.getByPlaceholder('Code or name').fill(tag);
  await page.getByRole('button', { name: buttonName('Query') }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(2);
  await expect(row(page, `${tag}-1`)).toContainText('Shipper');
  await saveScreen(page, 'admin-import-parties-en_US');
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the import dialog lists a parties file’s problems in Chinese', async ({ page }) => {
    test.slow();
    await openSignedIn(page, 'sales01', '/systemSetting/party');
    const chinese = { button: '导入', title: '从 Excel 导入', get: '下载模板' };
    const template = await downloadTemplate(page, chinese);
    const code = uniqueCode('IMP');
    await upload(
      page,
      await fillTemplate(await template.path(), [
        partyRow({ code, nameEn: 'Pearl River Trading', roles: '客户, 海盗', officeCode: 'SHA' }),
      ]),
      { title: chinese.title, name: 'parties-filled.xlsx' },
    );
    const importDialog = dialog(page, chinese.title);
    await expect(importDialog.getByText('未导入任何数据。请更正以下 1 处问题后重新上传。')).toBeVisible();
    await expect(importDialog.locator('.ant-table-row').first()).toContainText('角色（逗号分隔）');
    await expect(importDialog.locator('.ant-table-row').first()).toContainText('未知的值 海盗');
    await saveScreen(page, 'admin-import-parties-errors-zh_CN');
  });
});
