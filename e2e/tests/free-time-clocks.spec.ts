import { API } from '@apex/shared';
import { DEMO_PASSWORD } from '@apex/shared/demo';
import { IMPORT_STAGE_CODES, type TControlBoardRow } from '@apex/shared/movement';
import { expect, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { useServer } from '../support/servers';
import { openSignedIn, saveScreen } from '../support/sign-on';

useServer('demo');

async function toChinese(page: Page) {
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByText('切换语言成功')).toBeVisible();
}

test('the import board and the containers grid show the free-time clocks, in English and Chinese (issue 20)', async ({
  page,
}) => {
  // The demo gives half the arrived import jobs' consignees free time and their containers a discharge date.
  const api = await ApiSession.signIn(page.request, 'op01', DEMO_PASSWORD);
  let clocked: TControlBoardRow | undefined;
  let stage = '';
  for (const code of IMPORT_STAGE_CODES) {
    const board = await api.data<{ rows: TControlBoardRow[] }>(API.controlBoard.jobs, {
      query: { stage: code, pageSize: 200 },
    });
    clocked = board.rows.find((r) => r.containers.some((c) => c.clocks.demurrage));
    stage = code;
    if (clocked) break;
  }
  expect(clocked, 'a demo import job with a demurrage clock').toBeDefined();

  await openSignedIn(page, 'op01', `/OceanImport/X_ControlOcean?stage=${stage}&jobNo=${clocked!.jobNo}`);
  const row = page.locator('.ant-table-row').filter({ hasText: clocked!.jobNo });
  await expect(row.getByTestId('clock-demurrage').first()).toContainText(/DEM \d{4}-\d{2}-\d{2} · /);
  await saveScreen(page, 'free-time-board-en_US');

  await page.goto(`/oceanimport/indexedit/${clocked!.jobId}`);
  await page.getByRole('tab', { name: 'Containers', exact: true }).click();
  const clock = page.getByRole('tabpanel').getByTestId('clock-demurrage').first();
  await clock.scrollIntoViewIfNeeded();
  await expect(clock).toContainText('DEM');
  await saveScreen(page, 'free-time-containers-en_US');

  await toChinese(page);
  await expect(clock).toContainText('滞箱');
  await saveScreen(page, 'free-time-containers-zh_CN');
  await page.goto(`/OceanImport/X_ControlOcean?stage=${stage}&jobNo=${clocked!.jobNo}`);
  await expect(row.getByTestId('clock-demurrage').first()).toContainText('滞箱');
  await saveScreen(page, 'free-time-board-zh_CN');
});
