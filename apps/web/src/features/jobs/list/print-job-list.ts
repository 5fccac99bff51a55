import type { TJobListRow } from '@apex/shared/jobs';

const escapeHtml = (s: unknown) =>
  String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * PRINT LIST: the current result page as a plain table in a window of its own, printed from there.
 * A window of its own prints only the list, without the shell's sidebar, tabs and buttons.
 */
export function printJobList(
  title: string,
  headers: readonly [key: string, label: string][],
  rows: readonly TJobListRow[],
) {
  const cell = (row: TJobListRow, key: string) => {
    const value = (row as Record<string, unknown>)[key];
    return key === 'customer' ? `${row.customer?.code ?? ''} ${row.customer?.name ?? ''}` : value;
  };
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:11px sans-serif}table{border-collapse:collapse;width:100%}th,td{border:1px solid #999;padding:2px 4px;text-align:left}th{background:#eee}</style>
</head><body><h3>${escapeHtml(title)}</h3><table><thead><tr>${headers.map(([, l]) => `<th>${escapeHtml(l)}</th>`).join('')}</tr></thead>
<tbody>${rows.map((r) => `<tr>${headers.map(([k]) => `<td>${escapeHtml(cell(r, k))}</td>`).join('')}</tr>`).join('')}</tbody></table></body></html>`;
  const win = window.open('', '_blank');
  if (!win) return;
  win.document.write(html);
  win.document.close();
  win.focus();
  win.print();
}
