/**
 * The part of antd's styles the first page does not use (tables, date pickers, uploads, trees…;
 * build/antd-styles.ts). Every screen's chunk waits for it, and it is also fetched once the first
 * page is drawn, so anything opened later finds it there.
 */
export const loadScreenStyles = (): Promise<unknown> => import('virtual:antd-styles/rest.css');

/** After the first page is drawn, when the browser is idle: the rest of the styles. */
export function loadScreenStylesWhenIdle() {
  const start = () => void loadScreenStyles();
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 500);
}
