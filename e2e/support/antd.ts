import { expect, type Locator, type Page } from '@playwright/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A button's accessible name: after its icon's name, if it has one, and with the space antd puts
 * between two Chinese characters (取消 → 取 消).
 */
export const buttonName = (text: string) => new RegExp(`(^|\\s)${[...text].map(escapeRegExp).join('\\s?')}$`);

/** The form field labelled `label` (its required mark is part of the label). */
export const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^(\\* )?${escapeRegExp(label)}$`));

/** Types a day or a moment into an antd date picker and takes it (Enter), as a user who knows the date. */
export async function typeDate(input: Locator, text: string) {
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

/** The whole form item (label, control, errors) labelled `label`. */
export const formItem = (scope: Locator, label: string) =>
  scope
    .locator('.ant-form-item')
    .filter({ has: scope.page().locator('label', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }) });

/** Picks options of the antd Select labelled `label` inside `scope` (a dialog, the query form). */
export async function choose(page: Page, scope: Locator, label: string, ...options: string[]) {
  const select = field(scope, label);
  await select.click();
  for (const option of options) {
    await select.fill(option);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click();
  }
  // Closes the list (Escape would also ask the dialog to close; Tab leaves a multiple select open).
  await scope.locator('.ant-modal-title, .ant-drawer-title, .ant-card-head-title').first().click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** The dialog or drawer titled `name`. */
export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** A button of a dialog's or drawer's footer (the drawer's × is also called Close). */
export const footerButton = (frame: Locator, name: string) =>
  frame.locator('.ant-modal-footer, .ant-drawer-footer').getByRole('button', { name: buttonName(name) });

/**
 * Answers OK to the newest confirmation popup: the one answered just before may still be fading out
 * beside it (two OK buttons for a moment).
 */
export const confirmPopup = (page: Page) =>
  page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: buttonName('OK') })
    .last()
    .click();

/** The table row whose first cell starts with `key` (an account, a code). */
export const row = (page: Page, key: string) =>
  page
    .locator('.ant-table-row')
    .filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${escapeRegExp(key)}\\b`) }) });

/** A link button of a table row. */
export const rowAction = (page: Page, key: string, name: string) =>
  row(page, key).getByRole('button', { name: buttonName(name) });

/**
 * The message antd shows after an action. The newest one is the last: the same message of an action
 * just before may still be fading out above it.
 */
export async function expectMessage(page: Page, text: string | RegExp) {
  await expect(page.locator('.ant-message').getByText(text).last()).toBeVisible();
}
