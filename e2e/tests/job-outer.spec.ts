import { API } from '@apex/shared';
import { DEMO_PASSWORD } from '@apex/shared/demo';
import { expect, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { useServer } from '../support/servers';
import { menuButton } from '../support/shell';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

type JobRows = { rows: { id: number; jobNo: string; hblNo: string }[] };

/** Nothing of the shell: no menu button, no tab strip. */
async function expectNoShell(page: Page) {
  await expect(menuButton(page)).toHaveCount(0);
  await expect(page.getByRole('tablist')).toHaveCount(0);
}

test('a parent portal embeds the export list and a job’s tabs without the shell (spec §2.4)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const op = await ApiSession.signIn(request, 'op01', DEMO_PASSWORD);
  const jobs = API.jobs.OE.list.list;
  // Other specs open FCL jobs without containers, or with containers not numbered yet, beside this
  // one: take the newest that has a numbered container.
  const fclRows = (await op.data<JobRows>(jobs, { query: { jobMode: 'FCL', pageSize: 50 } as never })).rows;
  const containerCount = async (job: JobRows['rows'][number]) =>
    (
      await op.data<{ containers: { containerNo: string }[] }>(API.jobs.OE.cargo.getContainers, {
        params: { id: job.id },
      })
    ).containers.filter((c) => c.containerNo).length;
  let withContainers: JobRows['rows'][number] | undefined;
  for (const row of fclRows) {
    if ((await containerCount(row)) === 0) continue;
    withContainers = row;
    break;
  }
  const fcl = withContainers!;
  const lcl = (await op.data<JobRows>(jobs, { query: { jobMode: 'LCL', pageSize: 50 } as never })).rows;
  const withHbl = lcl.find((j) => j.hblNo)!;
  await openSignedIn(page, 'op01', '/ocean_exp_outer/list');
  await expect(page.getByRole('row', { name: new RegExp(fcl.jobNo) })).toBeVisible();
  await expectNoShell(page);
  await saveScreen(page, 'outer-list');

  // A job opened from the embedded list stays embedded.
  await page.getByRole('row', { name: new RegExp(fcl.jobNo) }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/ocean_exp_outer/general\\?JOB_ID=${fcl.id}$`));
  await expect(page.getByText(fcl.jobNo).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Save/ }).first()).toBeVisible();
  await expectNoShell(page);

  // The demo FCL job's containers, as the card's containers tab shows them.
  await page.goto(`/ocean_exp_outer/container?JOB_ID=${fcl.id}`);
  await expect(page.locator('.ant-table-tbody .ant-table-row').first()).toBeVisible();
  // The cells are the editable grid's inputs: the numbers are their values.
  const values = () =>
    page.locator('.ant-table-tbody input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  await expect.poll(async () => (await values()).filter((v) => /^[A-Z]{4}\d{7}$/.test(v)).length).toBeGreaterThan(0);
  await expectNoShell(page);
  await saveScreen(page, 'outer-container');

  await page.goto(`/ocean_exp_outer/booking?JOB_ID=${fcl.id}`);
  await expect(page.getByText(fcl.jobNo).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Save/ }).first()).toBeVisible();

  await page.goto(`/ocean_exp_outer/hbl?JOB_ID=${withHbl.id}`);
  await expect(page.getByText(withHbl.jobNo).first()).toBeVisible();
  // The demo HB/L of the job, under its number.
  await expect(page.getByText(withHbl.hblNo).first()).toBeVisible();
  await expectNoShell(page);
  await saveScreen(page, 'outer-hbl');

  // A job of no one's: the card's own "not found", still without the shell.
  await page.goto('/ocean_exp_outer/lcl?JOB_ID=999999999');
  await expect(page.getByText(/999999999/)).toBeVisible();
  await expectNoShell(page);
});

test('a parent portal embeds the HB/L split without the shell (spec §2.4 /ocean_exp_outer/oceansplit)', async ({
  page,
}) => {
  await openSignedIn(page, 'op01', '/ocean_exp_outer/oceansplit');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  // Split takes one HB/L, combine several of one job: nothing picked, neither is offered yet.
  await expect(page.getByRole('button', { name: 'Split', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Combine', exact: true })).toBeDisabled();
  await page.locator('.ant-table-row').first().getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Split', exact: true })).toBeEnabled();
  await expectNoShell(page);
  await saveScreen(page, 'outer-oceansplit');
});
