import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from '@apex/shared';
import { demoPasswordOf } from '@apex/shared/demo';
import { JOB_TYPE_TABLE, type TJobListRow } from '@apex/shared/jobs';
import { expect, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { useServer } from '../support/servers';
import { openSignedIn } from '../support/sign-on';

useServer('demo');

const DOCS = fileURLToPath(new URL('../../docs/screenshots', import.meta.url));
const LOCALES = [
  { locale: 'en_US', general: 'General', goods: 'Goods', bills: 'HB/L & MB/L', newHbl: 'New HB/L' },
  { locale: 'zh_CN', general: '基本信息', goods: '货物', bills: '分单与主单', newHbl: '新增分单' },
] as const;

const shot = async (page: Page, name: string, locale: string) => {
  await page.waitForLoadState('networkidle');
  // A dialog zooms in: the picture is of it opened, not half-way.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await page.screenshot({ path: path.join(DOCS, `${name}-${locale}.png`) });
};

for (const texts of LOCALES) {
  test(`the job screens at 1366×768 in ${texts.locale}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((locale) => localStorage.setItem('language', locale), texts.locale);
    // A demo export job with an HB/L and goods: what an operator opens all day.
    const api = await ApiSession.signIn(page.request, 'op01', demoPasswordOf('op01'));
    const list = await api.data<{ rows: TJobListRow[] }>(API.jobs.OE.list.list, {
      query: { page: 1, pageSize: 50, jobMode: 'HBL' },
    });
    const job = list.rows.find((row) => row.hblNo) ?? list.rows[0]!;

    await openSignedIn(page, 'op01', JOB_TYPE_TABLE.OE.listPath);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await shot(page, 'job-list', texts.locale);

    await page.goto(JOB_TYPE_TABLE.OE.cardPath.replace(':JOB_ID', String(job.id)));
    await expect(page.getByRole('tab', { name: texts.general, exact: true })).toBeVisible();
    await shot(page, 'job-general', texts.locale);

    await page.getByRole('tab', { name: texts.goods, exact: true }).click();
    await expect(page.getByRole('tabpanel').locator('table').first()).toBeVisible();
    await shot(page, 'job-goods', texts.locale);

    await page.getByRole('tab', { name: texts.bills, exact: true }).click();
    await page.getByRole('button', { name: texts.newHbl }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(page, 'job-hbl-dialog', texts.locale);
  });
}
