import { API } from '@apex/shared';
import type { TJob } from '@apex/shared/jobs';
import { expect, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { buttonName, dialog } from '../support/antd';
import { openTestJob } from '../support/jobs';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

test('Create related job asks first, naming the job it creates and what it copies (issue 16)', async ({
  page,
  request,
}) => {
  const api = await ApiSession.signIn(request);
  const mblNo = `REL${Date.now()}`;
  const job = await openTestJob(api, 'OE', { mblNo });
  await openSignedIn(page, 'admin', '/ocean_exp/list');
  const billNos = page.getByRole('textbox', { name: 'MB/L or HB/L numbers' });
  await billNos.fill(mblNo);
  await page.getByRole('button', { name: buttonName('Query') }).click();
  const row = page.locator('.ant-table-tbody .ant-table-row').filter({ hasText: job.jobNo });
  await expect(row).toHaveCount(1);
  await row.locator('.ant-checkbox-input').check();

  const ask = async () => {
    await page.getByRole('button', { name: buttonName('Create related job') }).click();
    const question = dialog(page, 'Create related job');
    await expect(question).toContainText(
      `Create a related Ocean Import job from ${job.jobNo}? It copies the Parties, Route and planned dates (ETD/ETA),`,
    );
    await expect(question).toContainText('MB/L no');
    return question;
  };
  // Cancelled: nothing is created, the list stays.
  await (await ask()).getByRole('button', { name: buttonName('Cancel') }).click();
  await expect(page).toHaveURL(/\/ocean_exp\/list/);
  const unchanged = await api.data<TJob>(API.jobs.OE.card.get, { params: { id: job.id } });
  expect(unchanged.version).toBe(job.version);

  const question = await ask();
  await saveScreen(page, 'job-related-question-en_US');
  await question.getByRole('button', { name: buttonName('Create') }).click();
  await expect(page).toHaveURL(/\/oceanimport\/indexedit\/\d+$/);
});
