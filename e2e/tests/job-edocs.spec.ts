import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { buttonName, confirmPopup, dialog, expectMessage, footerButton } from '../support/antd';
import { openTestJob } from '../support/jobs';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

/** A one-page PDF a browser's viewer opens. */
const PACKING_LIST_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** One byte over spec §5's 2M. */
const TOO_LARGE = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024 + 1 - 9, 0x20)]);

const edocTab = (page: Page) => page.getByRole('tabpanel').filter({ has: page.locator('.ant-upload-drag') });
const queued = (page: Page, name: string) => edocTab(page).locator('.ant-table-row').filter({ hasText: name });
const listed = (page: Page, name: string) =>
  edocTab(page)
    .locator('.ant-table-row')
    .filter({ has: page.getByRole('button', { name, exact: true }) });

test('an operator uploads a packing list with a too-large scan, previews the list and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const job = await openTestJob(await ApiSession.signIn(request), 'OE');
  await openSignedIn(page, 'op01', `/ocean_exp/detail/${job.id}`);
  await page.getByRole('tab', { name: 'eDoc', exact: true }).click();
  await expect(edocTab(page)).toContainText('No attachments yet');

  // Two files dropped at once: each gets its type and note; the one over 2 MB is refused in the
  // server's words before it is sent.
  await edocTab(page)
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'packing-list.pdf', mimeType: 'application/pdf', buffer: PACKING_LIST_PDF },
      { name: 'scan.pdf', mimeType: 'application/pdf', buffer: TOO_LARGE },
    ]);
  await expect(queued(page, 'scan.pdf')).toContainText('File scan.pdf is larger than 2 MB');
  await expect(queued(page, 'scan.pdf')).toContainText('Refused');
  await page.getByLabel('Document type packing-list.pdf').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'Packing list' })
    .click();
  await page.getByLabel('Note packing-list.pdf').fill('Lot 1, 40 cartons');
  await page.getByRole('button', { name: buttonName('Upload 1 file(s)') }).click();
  await expect(queued(page, 'packing-list.pdf')).toContainText('Uploaded');

  const row = listed(page, 'packing-list.pdf');
  await expect(row).toContainText('Packing list');
  await expect(row).toContainText('Lot 1, 40 cartons');
  await expect(row).toContainText(`${PACKING_LIST_PDF.length} B`);
  await expect(row).toContainText('op01');
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await saveScreen(page, 'job-edocs-en_US');

  // The preview shows the PDF in the browser's viewer, fetched with the session.
  await row.getByRole('button', { name: buttonName('Preview') }).click();
  const preview = dialog(page, 'packing-list.pdf');
  await expect(preview.locator('iframe')).toHaveAttribute('src', /^blob:/);
  // The browser's PDF viewer keeps the network busy, so this screenshot does not wait for it to idle.
  await page.waitForTimeout(1000);
  await page.screenshot({ path: fileURLToPath(new URL('../.screens/job-edocs-preview-en_US.png', import.meta.url)) });
  await footerButton(preview, 'Close').click();

  await row.getByRole('button', { name: buttonName('Delete') }).click();
  await confirmPopup(page);
  await expectMessage(page, 'packing-list.pdf deleted');
  await expect(edocTab(page)).toContainText('No attachments yet');
});

test('a 2 MB scan shows how much of it is sent while it uploads', async ({ page, request }) => {
  const job = await openTestJob(await ApiSession.signIn(request), 'OE');
  await openSignedIn(page, 'op01', `/ocean_exp/detail/${job.id}`);
  await page.getByRole('tab', { name: 'eDoc', exact: true }).click();
  // Sent at 1 MB/s, as over an office's line, so the upload lasts long enough to be watched.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  const largest = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024 - 9, 0x20)]);
  await edocTab(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'scan-2mb.pdf', mimeType: 'application/pdf', buffer: largest });
  await page.getByRole('button', { name: buttonName('Upload 1 file(s)') }).click();
  const progress = page.getByRole('progressbar', { name: 'scan-2mb.pdf' });
  await expect(progress).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
  await expect(progress).toContainText(/^\d{1,2}%$/);
  await saveScreen(page, 'job-edocs-upload-progress');
  await expect(queued(page, 'scan-2mb.pdf').first()).toContainText('Uploaded', { timeout: 20_000 });
  await expect(progress).toBeHidden();
  await expect(listed(page, 'scan-2mb.pdf')).toContainText('2 MB');
});

test('the eDoc tab in Chinese: a refused disguised file shows the server’s message on its row', async ({
  page,
  request,
}) => {
  const job = await openTestJob(await ApiSession.signIn(request), 'OE');
  await openSignedIn(page, 'op01', `/ocean_exp/detail/${job.id}`);
  await page.evaluate(() => localStorage.setItem('language', 'zh_CN'));
  await page.reload();
  await page.getByRole('tab', { name: '电子文档', exact: true }).click();
  // An executable named .pdf passes the browser's checks (extension and size); the server reads its content.
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
  await edocTab(page)
    .locator('input[type=file]')
    .setInputFiles({ name: '发票.pdf', mimeType: 'application/pdf', buffer: exe });
  await page.getByRole('button', { name: buttonName('上传 1 个文件') }).click();
  await expect(queued(page, '发票.pdf')).toContainText('文件 发票.pdf 不是真正的 PDF 文件：内容与扩展名不符');
  await saveScreen(page, 'job-edocs-zh_CN');
});
