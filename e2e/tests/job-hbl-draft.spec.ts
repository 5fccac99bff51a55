import { expect, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { buttonName, dialog, expectMessage, field, footerButton, formItem } from '../support/antd';
import { openTestJob, partyId } from '../support/jobs';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');
test.use({ viewport: { width: 1366, height: 768 } });

test('a new HB/L starts as its job, numbered by the office’s HB/L rule (issue 16)', async ({ page, request }) => {
  test.setTimeout(90_000);
  const api = await ApiSession.signIn(request);
  const job = await openTestJob(api, 'OE', {
    shipper: await partyId(api, 'SHIPPER'),
    consignee: await partyId(api, 'CONSIGNEE'),
    packages: 56,
    weightKg: '1234.5',
    volumeCbm: '12.345',
    marks: 'APEX/LAX C/NO.1-56',
    goodsDescription: 'LED PANELS',
  });

  await openSignedIn(page, 'admin', `/ocean_exp/detail/${job.id}`);
  await page.getByRole('tab', { name: 'HB/L & MB/L' }).click();
  await page.getByRole('button', { name: buttonName('New HB/L') }).click();
  const editor = dialog(page, 'New HB/L');
  // The Shanghai office's demo HB/L rule: its prefix, then the month and a sequence.
  await expect(field(editor, 'HBL No')).toHaveValue(/^SHAHB\d+$/);
  const offered = await field(editor, 'HBL No').inputValue();
  await expect(formItem(editor, 'Shipper')).toContainText(job.parties.shipper!.code);
  await expect(formItem(editor, 'Consignee')).toContainText(job.parties.consignee!.code);
  await expect(field(editor, 'Pkgs')).toHaveValue('56');
  await expect(field(editor, 'Gross weight (KGS)')).toHaveValue(/^1234\.5/);
  await expect(field(editor, 'Volume (CBM)')).toHaveValue(/^12\.345/);
  await expect(field(editor, 'Marks')).toHaveValue('APEX/LAX C/NO.1-56');
  await expect(field(editor, 'Goods name')).toHaveValue('LED PANELS');
  await saveScreen(page, 'job-hbl-draft-en_US');

  // What the job gave stays editable; saving with the offered number uses it up.
  await field(editor, 'Pkgs').fill('50');
  await footerButton(editor, 'Save').click();
  await expectMessage(page, 'HB/L saved');
  const row = page.locator('.ant-table-row').filter({ hasText: offered });
  await expect(row).toContainText('50');

  await page.evaluate(() => localStorage.setItem('language', 'zh_CN'));
  await page.reload();
  await page.getByRole('tab', { name: '分单与主单' }).click();
  await page.getByRole('button', { name: buttonName('新增分单') }).click();
  const next = dialog(page, '新增分单');
  await expect(field(next, '分单号')).not.toHaveValue(offered);
  await saveScreen(page, 'job-hbl-draft-zh_CN');
});
