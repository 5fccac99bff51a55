import { createServer, type Server } from 'node:http';
import type { Frame, Page } from '@playwright/test';

/**
 * A stand-in for a parent portal: a page on its own origin that frames the app (`?app=<url>`),
 * optionally beside a second page (`&sibling=<url>`, `?mode=sibling` there) that reaches the app
 * through the parent; either posts messages to the app with `send(message)`.
 */
const PAGE = `<!doctype html><meta charset="utf-8"><title>portal</title><body>
<script>
const query = new URLSearchParams(location.search);
const frame = (src) => {
  const element = document.createElement('iframe');
  element.src = src;
  element.style.cssText = 'width:1300px;height:700px;border:0';
  document.body.append(element);
};
if (query.get('mode') === 'sibling') window.send = (message) => parent.frames[0].postMessage(message, '*');
else {
  frame(query.get('app'));
  if (query.get('sibling')) frame(query.get('sibling'));
  window.send = (message) => frames[0].postMessage(message, '*');
}
</script>`;

/** Serves the page on 127.0.0.1:`port` (0: any free one); answers the port. */
export async function servePortalPage(port: number): Promise<{ port: number; close: () => Promise<void> }> {
  const server: Server = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('portal page has no port');
  return { port: address.port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Has the portal page (or the page beside the app) post `message` to the app. */
export const postToApp = (sender: Page | Frame, message: unknown) =>
  sender.evaluate((m) => (window as unknown as { send: (m: unknown) => void }).send(m), message);
