import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page, type Response } from '@playwright/test';
import { CHROMIUM } from '../../e2e/support/chromium';

/** Debian's Chromium, headless, launched as the e2e suite launches it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

/**
 * Collects the JavaScript a page loads and returns its size gzipped at level 9. The server may
 * answer Chromium with brotli; the goals are stated in gzip bytes, so we compress the decoded
 * bodies ourselves rather than read the wire size.
 */
export function countScriptGzipBytes(
  page: Page,
): () => Promise<{ bytes: number; files: { name: string; bytes: number }[] }> {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  // Bodies are read once the load is over: reading them over the DevTools protocol while the page
  // loads would slow down the load being timed.
  return async () => {
    const files = await Promise.all(
      scripts.map(async (response) => ({
        name: new URL(response.url()).pathname.split('/').pop() ?? '',
        bytes: await response
          .body()
          .then((body) => gzipSync(body, { level: 9 }).length)
          // A chunk still arriving when the run ends is not part of the load being measured.
          .catch(() => 0),
      })),
    );
    return { files, bytes: files.reduce((sum, file) => sum + file.bytes, 0) };
  };
}

/**
 * Records, inside the page, the time (ms since navigation start) of the first frame painted after
 * an element matching `selector` became visible. Measured in the page, so the figure holds no
 * round trips between the benchmark and the browser.
 */
export async function watchFirstVisible(context: BrowserContext, selector: string) {
  // A string, not a function: tsx wraps named functions in a `__name` helper the page lacks.
  await context.addInitScript({
    content: `(() => {
      const observer = new MutationObserver(() => {
        const element = document.querySelector(${JSON.stringify(selector)});
        if (!element || !element.checkVisibility() || window.__visibleAt !== undefined) return;
        window.__visibleAt = -1;
        observer.disconnect();
        requestAnimationFrame(() => { window.__visibleAt = performance.now(); });
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    })();`,
  });
}

/** Waits for the time `watchFirstVisible` recorded. */
export async function firstVisibleAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => {
    const at = (window as unknown as { __visibleAt?: number }).__visibleAt;
    return at !== undefined && at >= 0 ? at : false;
  });
  return (await handle.jsonValue()) as number;
}

/** A fresh context (empty cache) with a session token and language already in local storage. */
export async function signedInContext(browser: Browser, token: string, language = 'en_US'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US' });
  await context.addInitScript(
    ([t, l]) => {
      if (!localStorage.getItem('ws_token')) localStorage.setItem('ws_token', t);
      localStorage.setItem('language', l);
    },
    [token, language] as const,
  );
  return context;
}

/** Navigates inside the single-page app (no reload), so open tabs and kept-alive pages stay. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
