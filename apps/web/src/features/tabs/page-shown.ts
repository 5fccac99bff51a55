/**
 * When a page is on screen with its layout effects attached (KeptViews says so after each commit).
 * The strip waits for it before asking a job card to close: the router's navigation resolves
 * before React commits, and a card met for the first time has no listener until then.
 */
let shownPath = '';
const waiting = new Map<string, (() => void)[]>();

export function pageShown(path: string) {
  shownPath = path;
  for (const resolve of waiting.get(path) ?? []) resolve();
  waiting.delete(path);
}

export const whenPageShown = (path: string) =>
  path === shownPath
    ? Promise.resolve()
    : new Promise<void>((resolve) => waiting.set(path, [...(waiting.get(path) ?? []), resolve]));
