import type { TLocale } from '@apex/shared';
import { CLOSE_STATUSES, REVIEW_STATUSES } from '@apex/shared/finance';
import {
  INVOICE_STATUSES,
  JOB_STATUSES,
  JOB_TYPE_TABLE,
  type TJobListRow,
  type TJobType,
  type ZJobExportQuery,
} from '@apex/shared/jobs';
import { labelIn } from '@apex/shared/labels';
import type { z } from 'zod';
import { type ExportColumn, pagesOf, xlsxExport } from '../../../platform/excel/xlsx-export';
import type { ServiceContext } from '../../../platform/service-context';
import { withCredit } from './job-list';
import { findJobListPage } from './queries';

const COLUMNS: readonly ExportColumn<TJobListRow>[] = [
  { header: 'jobs:columns.jobNo', width: 18, value: (j) => j.jobNo },
  { header: 'jobs:columns.jobMode', width: 8, value: (j) => j.jobMode },
  { header: 'jobs:fields.jobStatus', width: 12, value: (j, l) => labelIn(l, JOB_STATUSES[j.jobStatus]) },
  {
    header: 'jobs:columns.invoiceStatus',
    width: 12,
    value: (j, l) => labelIn(l, INVOICE_STATUSES[j.invoiceStatus]),
  },
  { header: 'jobs:columns.customerCode', width: 12, value: (j) => j.customer?.code ?? '' },
  {
    header: 'masterData:partyRoles.CUSTOMER',
    width: 30,
    value: (j, l) => (l === 'en_US' ? j.customer?.name : j.customer?.nameCn || j.customer?.name) ?? '',
  },
  {
    header: 'general:columns.blacklisted',
    width: 8,
    value: (j, l) => (j.customer?.blacklisted ? labelIn(l, 'general:columns.yes') : ''),
  },
  {
    header: 'finance:fields.overCredit',
    width: 8,
    value: (j, l) => (j.customer?.overCredit ? labelIn(l, 'general:columns.yes') : ''),
  },
  { header: 'masterData:partyRoles.SHIPPER', width: 28, value: (j) => j.shipper },
  { header: 'masterData:partyRoles.CONSIGNEE', width: 28, value: (j) => j.consignee },
  { header: 'masterData:entities.carrier', width: 8, value: (j) => j.carrier },
  { header: 'masterData:columns.vesselName', width: 20, value: (j) => j.vessel },
  { header: 'jobs:fields.voyage', width: 10, value: (j) => j.voyage },
  { header: 'jobs:columns.pol', width: 8, value: (j) => j.pol },
  { header: 'jobs:columns.pod', width: 8, value: (j) => j.pod },
  { header: 'jobs:columns.etd', width: 11, value: (j) => j.etd, day: true },
  { header: 'jobs:columns.eta', width: 11, value: (j) => j.eta, day: true },
  { header: 'jobs:columns.mblNo', width: 18, value: (j) => j.mblNo },
  { header: 'jobs:columns.hblNo', width: 18, value: (j) => j.hblNo },
  { header: 'jobs:columns.containers', width: 14, value: (j) => j.containers },
  { header: 'jobs:fields.operator', width: 14, value: (j) => j.operator },
  { header: 'jobs:columns.sales', width: 14, value: (j) => j.sales },
  // issue 17: the job's money, the profit in the office's local currency; numbers, so Excel sums them.
  { header: 'finance:fields.profit', width: 14, value: (j) => Number(j.profitLocal) },
  { header: 'finance:fields.margin', width: 9, value: (j) => (j.marginPct === null ? null : Number(j.marginPct)) },
  { header: 'finance:fields.closeStatus', width: 12, value: (j, l) => labelIn(l, CLOSE_STATUSES[j.closeStatus]) },
  { header: 'finance:fields.reviewStatus', width: 12, value: (j, l) => labelIn(l, REVIEW_STATUSES[j.reviewStatus]) },
  { header: 'jobs:columns.operationTime', width: 20, value: (j) => new Date(j.operationAt) },
];

/**
 * The whole filtered result as a workbook, streamed: read page by page in the list's order
 * (its filters and sort, never more than one page in memory) and written while it is sent.
 */
export function exportJobList(
  { db }: ServiceContext,
  {
    jobType,
    officeCode,
    query,
    locale,
    timeZone,
  }: {
    jobType: TJobType;
    officeCode: string;
    query: z.output<typeof ZJobExportQuery>;
    locale: TLocale;
    timeZone: string;
  },
) {
  const rows = pagesOf(async (page, pageSize) => {
    const found = await findJobListPage(db, { ...query, officeCode, jobType, page, pageSize, withoutTotal: true });
    return { rows: await withCredit(db, found.rows) };
  });
  return xlsxExport({
    fileName: `${JOB_TYPE_TABLE[jobType].api.slice(1)}-jobs.xlsx`,
    sheet: 'Jobs',
    columns: COLUMNS,
    rows,
    locale,
    timeZone,
  });
}
