import type { TJobListRow, TJobType } from '@apex/shared/jobs';
import { useTranslation } from 'react-i18next';
import { type CallInput, call } from '../../../api/client';
import type { ListState } from '../../../kit/list/use-list';
import { jobApi } from '../job-api';
import { useJobCellText } from './job-columns';

/** PRINT LIST prints the query's jobs up to this many: a printout longer than that is not read. */
const PRINT_CAP = 1000;
/** The list route's largest page: the printout is read a page at a time, never in one answer. */
const PAGE_SIZE = 200;

const escapeHtml = (s: unknown) =>
  String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The jobs of the list's query, all its pages in its order, up to PRINT_CAP (a multiple of a page). */
async function queriedJobs(jobType: TJobType, state: ListState) {
  const route = jobApi(jobType).list.list;
  const rows: TJobListRow[] = [];
  for (let page = 1; ; page++) {
    // The list's state as read from its query string (a flag filter is `true` there), sent as the list sends it.
    const query = { ...state, page, pageSize: PAGE_SIZE };
    const found = await call(route, { query } as CallInput<typeof route>);
    rows.push(...found.rows);
    if (found.rows.length < PAGE_SIZE || rows.length >= PRINT_CAP) return { rows, capped: found.total > PRINT_CAP };
  }
}

/**
 * PRINT LIST (spec §2.8): every job of the query — not only the page shown — as a plain table in a
 * window of its own, worded as the grid is (statuses as the catalogue names them, local times in
 * spec §9's format), and printed from there. A window of its own prints only the list, without the
 * shell's sidebar, tabs and buttons; it opens at the click (a window opened after a call is blocked).
 */
export function usePrintJobList(jobType: TJobType, title: string) {
  const { t } = useTranslation('jobList');
  const cellText = useJobCellText();
  return async (state: ListState, columns: readonly [key: keyof TJobListRow & string, label: string][]) => {
    const win = window.open('', '_blank');
    if (!win) return;
    win.document.write(`<!doctype html><title>${escapeHtml(title)}</title><p>${escapeHtml(t('printPreparing'))}</p>`);
    const { rows, capped } = await queriedJobs(jobType, state).catch((error: unknown) => {
      win.close();
      throw error;
    });
    const count = capped ? t('printCapped', { count: PRINT_CAP }) : t('total', { count: rows.length });
    const head = columns.map(([, label]) => `<th>${escapeHtml(label)}</th>`).join('');
    const body = rows
      .map((row) => `<tr>${columns.map(([key]) => `<td>${escapeHtml(cellText(row, key))}</td>`).join('')}</tr>`)
      .join('');
    win.document.open();
    win.document.write(`<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:11px sans-serif}table{border-collapse:collapse;width:100%}th,td{border:1px solid #999;padding:2px 4px;text-align:left}th{background:#eee}</style>
</head><body><h3>${escapeHtml(title)}</h3><p>${escapeHtml(count)}</p><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></body></html>`);
    win.document.close();
    win.focus();
    win.print();
  };
}
