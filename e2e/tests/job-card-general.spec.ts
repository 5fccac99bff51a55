import { API } from '@apex/shared';
import type { TJob } from '@apex/shared/jobs';
import { expect, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { choose, dialog, expectMessage, field, footerButton, typeDate } from '../support/antd';
import { openTestJob } from '../support/jobs';
import { useServer } from '../support/servers';
import { tab } from '../support/shell';
import { openSignedIn } from '../support/sign-on';

useServer('demo');

const card = (page: Page) => page.locator('main');

async function partyCode(api: ApiSession, role: string) {
  const [party] = await api.data<{ code: string }[]>(API.parties.lookup, {
    query: { preferRole: role as never, limit: 1 },
  });
  return party!.code;
}

test('an operator opens an export job: general tab, past-ETA question, job no in the tab; a stale save is refused', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await ApiSession.signIn(request);
  const [customer, overseasAgent, salesAgent] = await Promise.all([
    partyCode(api, 'CUSTOMER'),
    partyCode(api, 'OVERSEAS_AGENT'),
    partyCode(api, 'SALES_AGENT'),
  ]);
  const carriers = await api.data<{ rows: { scac: string }[] }>(API.carriers.list, {
    query: { page: 1, pageSize: 1, blacklisted: false },
  });
  await openSignedIn(page, 'op01', '/ocean_exp/newJob/NEWE2E');
  const form = card(page);
  await expect(tab(page, 'New Job No.')).toBeVisible();
  await page.getByRole('tab', { name: 'Booking' }).click();
  await expect(page.getByText('Please save first: the Booking tab opens once the job is saved.')).toBeVisible();
  await page.getByRole('tab', { name: 'General' }).click();
  await form.getByText('FCL', { exact: true }).click();

  await choose(page, form, 'Customer', customer);
  await choose(page, form, 'Sales agent', salesAgent);
  await choose(page, form, 'Overseas agent', overseasAgent);
  await choose(page, form, 'Carrier', carriers.rows[0]!.scac);
  await choose(page, form, 'Port of loading (POL)', 'CNSHA');
  await choose(page, form, 'Port of discharge (POD)', 'USLAX');
  await choose(page, form, 'Operator', 'op01');
  await choose(page, form, 'Sales', 'sales01');
  await typeDate(field(form, 'ETD'), '2020-01-10');
  await typeDate(field(form, 'ETA'), '2020-02-05');
  await field(form, 'Container type and quantity').fill('2x40HQ');
  await field(form, 'Client ref no').fill('PO-E2E-1');
  await field(form, 'Weight (LB)').fill('2204.62');
  await expect(field(form, 'Weight (KG)')).toHaveValue('1000.0156');

  await form.getByRole('button', { name: 'Save' }).click();
  const question = page.getByRole('dialog').filter({ hasText: 'ETA earlier than today' });
  await expect(question).toContainText('The ETA 2020-02-05 is before today');
  await question.getByRole('button', { name: 'Save anyway' }).click();

  await expect(page).toHaveURL(/\/ocean_exp\/detail\/\d+$/);
  await expect(tab(page, 'New Job No.')).toHaveCount(0);
  const jobId = Number(page.url().split('/').pop());
  const saved = await api.data<TJob>(API.jobs.OE.card.get, { params: { id: jobId } });
  await expectMessage(page, `Job ${saved.jobNo} saved`);
  expect(saved).toMatchObject({ clientRefNo: 'PO-E2E-1', weightKg: '1000.0156', eta: '2020-02-05' });
  await expect(tab(page, `Export Job ${saved.jobNo}`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(saved.jobNo, { exact: true })).toBeVisible();

  // A second page saved the job meanwhile: this page's save is refused, its edits kept.
  const other = await browser.newPage();
  await openSignedIn(other, 'op01', `/ocean_exp/detail/${jobId}`);
  await field(card(other), 'Client ref no').fill('PO-OTHER');
  await card(other).getByRole('button', { name: 'Save' }).click();
  await expect(other.getByText(`Job ${saved.jobNo} saved`)).toBeVisible();
  await other.close();

  await field(form, 'Client ref no').fill('PO-MINE');
  await form.getByRole('button', { name: 'Save' }).click();
  const conflict = page.getByRole('dialog').filter({ hasText: 'Someone else saved this record' });
  await expect(conflict).toContainText('changed by op01');
  await conflict.getByRole('button', { name: 'Keep editing' }).click();
  await expect(field(form, 'Client ref no')).toHaveValue('PO-MINE');
  const after = await api.data<TJob>(API.jobs.OE.card.get, { params: { id: jobId } });
  expect(after.clientRefNo).toBe('PO-OTHER');

  // Closing the tab with the unsaved edit asks first.
  await tab(page, `Export Job ${saved.jobNo}`).click({ button: 'middle' });
  const unsaved = page.getByRole('dialog').filter({ hasText: 'Unsaved changes' });
  await unsaved.getByRole('button', { name: 'Keep Open' }).click();
  await expect(tab(page, `Export Job ${saved.jobNo}`)).toBeVisible();
});

test('an import job card saves its general part with its import dates, shows the customs dates read-only, changes its mode, and asks before closing with edits', async ({
  page,
  request,
}) => {
  const api = await ApiSession.signIn(request);
  const job = await openTestJob(api, 'OI');
  await openSignedIn(page, 'op01', `/oceanimport/indexedit/${job.id}`);
  const form = card(page);
  await expect(tab(page, `Import Job ${job.jobNo}`)).toBeVisible();
  await typeDate(field(form, 'Last free date'), '2099-03-01');
  // The customs dates are the customs tab's (issue 19): shown, not typed here.
  await expect(form).toContainText("The job's customs dates, kept by its customs entrustments (customs tab)");
  await expect(field(form, 'Entry no')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Job ${job.jobNo} saved`)).toBeVisible();
  const saved = await api.data<TJob>(API.jobs.OI.card.get, { params: { id: job.id } });
  expect(saved).toMatchObject({ lastFreeDate: '2099-03-01' });

  // The mode changes in a dialog of its own; the mode the job has already is refused there (spec §5, §8).
  await form.getByRole('button', { name: 'Change Mode' }).click();
  const modeDialog = dialog(page, `Change the mode of job ${job.jobNo}`);
  await footerButton(modeDialog, 'Change Mode').click();
  await expect(modeDialog).toContainText('Same job mode chosen: the job is already FCL');
  await field(modeDialog, 'Mode').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^LCL$/ }).click();
  await footerButton(modeDialog, 'Change Mode').click();
  await expectMessage(page, 'The job mode is now LCL');
  await expect(modeDialog).toBeHidden();
  expect((await api.data<TJob>(API.jobs.OI.card.get, { params: { id: job.id } })).jobMode).toBe('LCL');

  await field(form, 'Voyage').fill('043E');
  await tab(page, `Import Job ${job.jobNo}`).click({ button: 'middle' });
  await page.getByRole('dialog').filter({ hasText: 'Unsaved changes' }).getByRole('button', { name: 'Close' }).click();
  await expect(tab(page, `Import Job ${job.jobNo}`)).toHaveCount(0);
});
