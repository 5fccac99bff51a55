import { API } from '@apex/shared';
import { DEMO_PASSWORD } from '@apex/shared/demo';
import { expect, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { buttonName } from '../support/antd';
import { openTestJob } from '../support/jobs';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

test('the booking desk lists an import’s carrier booking with its cut-offs, amber within 48 hours and red once past', async ({
  page,
}) => {
  const api = await ApiSession.signIn(page.request, 'op01', DEMO_PASSWORD);
  const job = await openTestJob(api, 'OI');
  await api.data(API.jobs.OI.cargo.saveBooking, {
    params: { id: job.id },
    body: {
      version: 0,
      status: 'REQUESTED',
      cyCutoff: hoursFromNow(24),
      docCutoff: hoursFromNow(-2),
      vgmCutoff: hoursFromNow(24 * 5),
    },
  });

  await openSignedIn(page, 'op01', '/sc/oceanimport/carrierBooking');
  await expect(page.getByText('Ocean import', { exact: true })).toBeVisible();
  await page.getByPlaceholder('Start of the job no or booking no').fill(job.jobNo);
  await page.getByRole('button', { name: buttonName('Query') }).click();
  const row = page.locator('.ant-table-row').filter({ hasText: job.jobNo });
  await expect(row).toContainText('Requested');
  // The first cut-off (the customer/SI one) and the customer/SI column are past: red; the CY one is amber.
  await expect(row.locator('.ant-tag-error[title="Cut-off passed"]')).toHaveCount(2);
  await expect(row.locator('.ant-tag-warning[title="Cut-off within 48 hours"]')).toHaveCount(1);
  await saveScreen(page, 'booking-desk-en_US');

  await row.dblclick();
  await expect(page).toHaveURL(new RegExp(`/oceanimport/indexedit/${job.id}$`));
});
