import type { Page } from '@playwright/test';
import { navigateInApp } from './browser';

/**
 * Opens a second page through the app's own navigation (no reload), so both pages stay mounted,
 * and returns the selectors of the home tab and of the new one.
 */
export async function openSecondTab(page: Page, path: string, content: string) {
  await navigateInApp(page, path);
  await page.locator(content).first().waitFor();
  // Marks the two tabs for the measuring script; their labels depend on the language.
  await page.evaluate(() => {
    const tabs = [...document.querySelectorAll('[role="tab"]')];
    tabs[0]?.setAttribute('data-bench-tab', 'home');
    tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')?.setAttribute('data-bench-tab', 'second');
  });
  return { tab: '[data-bench-tab="second"]', homeTab: '[data-bench-tab="home"]' };
}

/**
 * Clicks a tab and returns the ms, measured in the page, until the first frame painted after the
 * target content became visible.
 */
export function measureTabSwitch(page: Page, tabSelector: string, contentSelector: string): Promise<number> {
  // No named inner functions: tsx wraps them in a `__name` helper the page lacks.
  return page.evaluate(
    async ([tab, content]) => {
      const start = performance.now();
      (document.querySelector(tab) as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true }));
      while (!document.querySelector(content)?.checkVisibility()) {
        await new Promise((frame) => requestAnimationFrame(frame));
      }
      await new Promise((frame) => requestAnimationFrame(frame));
      return performance.now() - start;
    },
    [tabSelector, contentSelector] as const,
  );
}
