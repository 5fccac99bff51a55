import { API } from '@apex/shared';
import { DEMO_PASSWORD } from '@apex/shared/demo';
import type { TJob } from '@apex/shared/jobs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { buttonName, dialog, expectMessage, field, footerButton } from '../support/antd';
import { openTestJob } from '../support/jobs';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

/** An export job of op01's office whose bill names a shipper and a consignee (a send needs its receiver). */
async function jobWithParties(page: Page): Promise<TJob> {
  const api = await ApiSession.signIn(page.request, 'op01', DEMO_PASSWORD);
  const [shipper] = await api.data<{ id: number }[]>(API.parties.lookup, {
    query: { preferRole: 'SHIPPER', limit: 1 },
  });
  const [consignee] = await api.data<{ id: number }[]>(API.parties.lookup, {
    query: { preferRole: 'CONSIGNEE', limit: 1 },
  });
  return openTestJob(api, 'OE', { shipper: shipper!.id, consignee: consignee!.id, mblNo: `MB${Date.now()}` });
}

const record = (page: Page, title: string | RegExp) => dialog(page, title);

/** A job whose original (record -01, its MB/L's) the office received, signed for by `signer`. */
async function receivedOriginal(page: Page, signer: string): Promise<TJob> {
  const job = await jobWithParties(page);
  const api = await ApiSession.signIn(page.request, 'op01', DEMO_PASSWORD);
  const created = await api.data<{ id: number; version: number }>(API.jobs.OE.docs.create, {
    params: { id: job.id },
    body: { docType: 'ORIGINAL_BL', belongsTo: 'MBL', originals: 3 } as never,
  });
  await api.data(API.docRecords.step, {
    params: { id: created.id },
    body: { version: created.version, step: 'RECEIVE', date: '2026-01-10', signer } as never,
  });
  return job;
}

/** Picks an option of a select that is not searched (a short vocabulary). */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  await field(scope, label).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).click();
}

test('an operator follows an original bill from the doc tab: received, sent to the consignee, found on Document Tracking', async ({
  page,
}) => {
  const job = await jobWithParties(page);
  await openSignedIn(page, 'op01', `/ocean_exp/detail/${job.id}`);
  await page.getByRole('tab', { name: 'Doc', exact: true }).click();
  const tab = page.getByRole('tabpanel');
  await expect(tab).toContainText('No doc record for this job yet.');

  await tab.getByRole('button', { name: buttonName('New doc record') }).click();
  const created = record(page, `New doc record of job ${job.jobNo}`);
  await expect(field(created, 'Doc type')).toBeVisible();
  await created.getByRole('button', { name: buttonName('Save') }).click();
  await expectMessage(page, `Doc record ${job.jobNo}-01 created`);

  const docNo = `${job.jobNo}-01`;
  const managed = record(page, new RegExp(`^Doc management ${docNo}$`));
  await expect(managed).toContainText(job.mblNo);
  await expect(managed).toContainText('Nothing has happened to this paper yet.');
  // The attachments section is headed once (its card), not again by the eDoc table inside it.
  await expect(managed.getByText('Attachments', { exact: true })).toHaveCount(1);
  await field(managed, 'Signed by').fill('Carrier desk');
  await managed.getByRole('button', { name: buttonName('Record step') }).click();
  await expectMessage(page, 'Recorded: Receive');
  await expect(managed.locator('.ant-card').filter({ hasText: 'Doc status' })).toContainText('In the office');

  // Sending asks whom to: the consignee, with the courier's waybill.
  await pick(page, managed, 'Next step', 'Send');
  await pick(page, managed, 'Sent to', 'Consignee');
  await field(managed, 'Signed by').fill('Li Lei');
  await field(managed, 'Courier').fill('SF Express');
  await field(managed, 'Express waybill no').fill('SF1234567890');
  await managed.getByRole('button', { name: buttonName('Record step') }).click();
  await expectMessage(page, 'Recorded: Send');
  await expect(managed.locator('.ant-card').filter({ hasText: 'Doc status' })).toContainText('Sent out');
  // Out with the consignee, the bill cannot be surrendered before it comes back.
  await field(managed, 'Next step').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText(['Take back']);
  await page.keyboard.press('Escape');
  await saveScreen(page, 'doc-record-dialog-en_US');
  // The express order of the paper sent, previewed.
  await footerButton(managed, 'Print express order').click();
  await expect(page.locator(`iframe[title="EXPRESS-${docNo}.pdf"]`)).toBeVisible();
  await footerButton(page.locator('.ant-modal').filter({ has: page.locator('iframe') }), 'Close').click();
  await footerButton(managed, 'Close').click();
  await expect(tab.locator('.ant-table-row').filter({ hasText: docNo })).toContainText('Sent out');

  await page.goto('/document_manage/xdoc');
  await page.getByPlaceholder('Job no').fill(job.jobNo);
  await page.getByRole('button', { name: buttonName('Query') }).click();
  const listed = page.locator('.ant-table-row').filter({ hasText: docNo });
  await expect(listed).toContainText('SF1234567890');
  await expect(listed).toContainText('Li Lei');
  await saveScreen(page, 'doc-records-list-en_US');
  await listed.dblclick();
  await expect(record(page, new RegExp(`^Doc management ${docNo}$`))).toContainText('Carrier desk');
});

test('a surrender asks for the B/L copy, which the dialog’s attachments take, then goes through', async ({ page }) => {
  const job = await receivedOriginal(page, 'Carrier desk');
  await openSignedIn(page, 'op01', `/document_manage/xdoc?jobNo=${job.jobNo}`);
  await page
    .locator('.ant-table-row')
    .filter({ hasText: `${job.jobNo}-01` })
    .dblclick();
  const managed = record(page, new RegExp(`^Doc management ${job.jobNo}-01$`));
  await pick(page, managed, 'Next step', 'Surrender / telex release');
  await managed.getByRole('button', { name: buttonName('Record step') }).click();
  // Told under the step chosen, in the dialog, in the rule's words.
  await expect(managed.locator('.ant-form-item-explain-error')).toHaveText(
    `Surrender / telex release needs a B/L copy among the eDocs of job ${job.jobNo}: upload one on the eDoc tab first`,
  );
  // The message has finished sliding in (antd's appear and enter motions).
  await expect(managed.locator('[class*="-appear"], [class*="-enter"]')).toHaveCount(0);
  await managed.locator('.ant-form-item-explain-error').scrollIntoViewIfNeeded();
  await saveScreen(page, 'doc-record-surrender-needs-copy');

  await managed.locator('input[type=file]').setInputFiles({
    name: 'bl-copy.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\ntrailer<<>>\n%%EOF\n'),
  });
  await page.getByLabel('Document type bl-copy.pdf').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'B/L copy' }).click();
  await managed.getByRole('button', { name: buttonName('Upload 1 file(s)') }).click();
  await expect(managed.locator('.ant-table-row').filter({ hasText: 'bl-copy.pdf' }).first()).toContainText('Uploaded');
  await managed.getByRole('button', { name: buttonName('Record step') }).click();
  await expectMessage(page, 'Recorded: Surrender / telex release');
  await expect(managed.locator('.ant-card').filter({ hasText: 'Doc status' })).toContainText(
    'Surrendered / telex released',
  );
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('Document Tracking and the doc management dialog speak zh_CN', async ({ page }) => {
    const job = await receivedOriginal(page, '王五');
    await openSignedIn(page, 'op01', `/document_manage/xdoc?jobNo=${job.jobNo}`);
    const listed = page.locator('.ant-table-row').filter({ hasText: `${job.jobNo}-01` });
    await expect(listed).toContainText('正本提单');
    await expect(listed).toContainText('在公司');
    await saveScreen(page, 'doc-records-list-zh_CN');
    await listed.dblclick();
    const managed = dialog(page, `单证管理 ${job.jobNo}-01`);
    await expect(managed).toContainText('王五');
    await expect(managed).toContainText('工作单信息');
    await saveScreen(page, 'doc-record-dialog-zh_CN');
  });
});
