import { expect, type Locator, type Page, test } from '@playwright/test';
import { ApiSession } from '../support/admin-api';
import { field } from '../support/antd';
import { openTestJob } from '../support/jobs';
import { useServer } from '../support/servers';
import { tab } from '../support/shell';
import { openSignedIn } from '../support/sign-on';

useServer('demo');

/** The card's visible tab panel (hidden ones are not in the accessibility tree). */
const panel = (page: Page) => page.getByRole('tabpanel');

/** The page area that scrolls (the shell's), found from an element inside it. */
const scroller = (inside: Locator) =>
  inside.evaluateHandle((node) => {
    let box = node.parentElement;
    while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
    return box ?? document.documentElement;
  });

/** The select whose input is named `name`. */
const select = (scope: Locator, name: string) =>
  scope.locator('.ant-select', { has: scope.page().getByRole('combobox', { name, exact: true }) });

/** Labels of form items inside `scope` that wrap onto a second line, are cut, or sit above their field. */
const badLabels = (scope: Locator) =>
  scope.locator('.ant-form-item').evaluateAll((items) =>
    items.flatMap((item) => {
      const label = item.querySelector<HTMLElement>('.ant-form-item-label > label');
      const control = item.querySelector<HTMLElement>('.ant-form-item-control');
      if (!label || !control || !label.textContent) return [];
      const text = document.createRange();
      text.selectNodeContents(label);
      const wraps = new Set(Array.from(text.getClientRects(), (line) => Math.round(line.bottom))).size > 1;
      const cut = label.scrollWidth > label.clientWidth + 1;
      const above = label.getBoundingClientRect().right > control.getBoundingClientRect().left + 1;
      return wraps || cut || above ? [`${label.textContent} (${wraps ? 'wraps' : cut ? 'cut' : 'above'})`] : [];
    }),
  );

test('the general form at 1366 px: labels on one line beside their fields, pickers show code and name, no clear icon on an empty select, save stays in reach', async ({
  page,
  request,
}) => {
  const job = await openTestJob(await ApiSession.signIn(request), 'OE');
  await openSignedIn(page, 'op01', `/ocean_exp/detail/${job.id}`);
  const form = panel(page);
  await expect(field(form, 'Customer')).toBeVisible();
  expect(await badLabels(form)).toEqual([]);

  // A party picker holds code and name ("AGT-LAX · Los Angeles …"); its list is as wide as its options.
  expect((await select(form, 'Customer').boundingBox())?.width).toBeGreaterThanOrEqual(220);
  await field(form, 'Overseas agent').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option-content');
  await expect(options.first()).toBeVisible();
  const cutOptions = await options.evaluateAll((nodes) =>
    nodes.filter((node) => node.scrollWidth > node.clientWidth + 1).map((node) => node.textContent),
  );
  expect(cutOptions).toEqual([]);
  const list = await page.locator('.ant-select-dropdown:visible').boundingBox();
  expect((list?.x ?? 0) + (list?.width ?? 0)).toBeLessThanOrEqual(1366);
  await page.keyboard.press('Escape');

  // The lane is empty: hovering it offers nothing to clear.
  const lane = select(form, 'Lane');
  await lane.hover();
  await expect(lane.locator('.ant-select-clear')).toHaveCount(0);

  // Scrolled to the end of the form, Save is still on screen and takes the click.
  await (await scroller(form)).evaluate((box) => box.scrollTo(0, box.scrollHeight));
  const save = form.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeInViewport();
  await field(form, 'Client ref no').fill('PO-STICKY');
  await save.click();
  await expect(page.getByText(`Job ${job.jobNo} saved`)).toBeVisible();
});

test('the MB/L labels sit beside their fields, as the general part does', async ({ page, request }) => {
  const job = await openTestJob(await ApiSession.signIn(request), 'OE');
  await openSignedIn(page, 'op01', `/ocean_exp/detail/${job.id}`);
  await page.getByRole('tab', { name: 'HB/L & MB/L' }).click();
  const mbl = panel(page).locator('form#mbl');
  await expect(field(mbl, 'Place of issue')).toBeVisible();
  expect(await badLabels(mbl)).toEqual([]);
});

test('the card tabs: a strip with arrows reaches every tab, each tab keeps its scroll position, closing with edits keeps editing by default', async ({
  page,
  request,
}) => {
  const job = await openTestJob(await ApiSession.signIn(request), 'OE');
  await openSignedIn(page, 'op01', `/ocean_exp/detail/${job.id}`);
  const strip = page.getByRole('tablist', { name: 'Job card tabs' });
  const last = strip.getByRole('tab', { name: 'Other Service' });
  await expect(last).not.toBeInViewport();
  const next = page.getByRole('button', { name: 'Next tabs' });
  // Page by page to the end (the arrow turns off there, perhaps just as it is clicked).
  await expect(async () => {
    if (await next.isEnabled()) await next.click({ timeout: 1_000 });
    await expect(next).toBeDisabled({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(last).toBeInViewport({ ratio: 0.95 });
  await expect(page.getByRole('button', { name: 'Previous tabs' })).toBeEnabled();
  await last.click();
  await expect(last).toHaveAttribute('aria-selected', 'true');

  await strip.getByRole('tab', { name: 'General' }).click();
  const form = panel(page);
  const box = await scroller(form);
  await box.evaluate((node) => node.scrollTo(0, 400));
  await strip.getByRole('tab', { name: 'AMS/ISF' }).click();
  await expect(panel(page)).toContainText('not available yet');
  await strip.getByRole('tab', { name: 'General' }).click();
  await expect.poll(() => box.evaluate((node) => node.scrollTop)).toBe(400);

  // Unsaved edits: the question's primary answer keeps the card; closing is the danger.
  await field(form, 'Client ref no').fill('PO-UNSAVED');
  await tab(page, `Export Job ${job.jobNo}`).click({ button: 'middle' });
  const question = page.getByRole('dialog').filter({ hasText: 'Unsaved changes' });
  await expect(question.getByRole('button', { name: 'Keep Open' })).toHaveClass(/ant-btn-primary/);
  const close = question.getByRole('button', { name: 'Close' });
  await expect(close).toHaveClass(/ant-btn-dangerous/);
  await expect(close).not.toHaveClass(/ant-btn-primary/);
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(tab(page, `Export Job ${job.jobNo}`)).toBeVisible();
});

test('sidebar entries show their whole title in the 250 px drawer', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  const closed = drawer.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  for (let i = 0; i < 40 && (await closed.count()) > 0; i++) await closed.first().click();
  await expect(drawer.getByText('Split Delivery Order', { exact: true })).toBeVisible();
  // A title cut even on two lines would be the ellipsis (with its tooltip): none is at 250 px.
  const cut = await drawer
    .locator('.ant-menu-item-label, .ant-menu-title-content, .ant-typography')
    .evaluateAll((nodes) =>
      nodes
        .filter((node) => node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1)
        .map((node) => node.textContent),
    );
  expect(cut).toEqual([]);
});
