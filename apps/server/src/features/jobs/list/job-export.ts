import type { TLocale } from '@apex/shared';
import {
  INVOICE_STATUSES,
  JOB_STATUSES,
  JOB_TYPE_TABLE,
  type TJobListRow,
  type TJobType,
  type ZJobExportQuery,
} from '@apex/shared/jobs';
import type { z } from 'zod';
import { words } from '../../../platform/excel/export-columns';
import { type ExportColumn, pagesOf, xlsxExport } from '../../../platform/excel/xlsx-export';
import type { ServiceContext } from '../../../platform/service-context';
import { toListRow } from './job-list';
import { findJobListPage } from './queries';

const COLUMNS: readonly ExportColumn<TJobListRow>[] = [
  { header: words('Job no', '工作单号', '工作單號'), width: 18, value: (j) => j.jobNo },
  { header: words('Job mode', '业务模式', '業務模式'), width: 8, value: (j) => j.jobMode },
  { header: words('Job status', '工作单状态', '工作單狀態'), width: 12, value: (j, l) => JOB_STATUSES[j.jobStatus][l] },
  {
    header: words('Invoice status', '开票状态', '開票狀態'),
    width: 12,
    value: (j, l) => INVOICE_STATUSES[j.invoiceStatus][l],
  },
  { header: words('Customer code', '客户代码', '客戶代碼'), width: 12, value: (j) => j.customer?.code ?? '' },
  {
    header: words('Customer', '客户', '客戶'),
    width: 30,
    value: (j, l) => (l === 'en_US' ? j.customer?.name : j.customer?.nameCn || j.customer?.name) ?? '',
  },
  {
    header: words('Blacklisted', '黑名单', '黑名單'),
    width: 8,
    value: (j, l) => (j.customer?.blacklisted ? words('Yes', '是')[l] : ''),
  },
  { header: words('Shipper', '发货人', '發貨人'), width: 28, value: (j) => j.shipper },
  { header: words('Consignee', '收货人', '收貨人'), width: 28, value: (j) => j.consignee },
  { header: words('Carrier', '船公司', '船公司'), width: 8, value: (j) => j.carrier },
  { header: words('Vessel', '船名'), width: 20, value: (j) => j.vessel },
  { header: words('Voyage', '航次'), width: 10, value: (j) => j.voyage },
  { header: words('POL', '起运港', '起運港'), width: 8, value: (j) => j.pol },
  { header: words('POD', '目的港'), width: 8, value: (j) => j.pod },
  { header: words('ETD', '预计开船', '預計開船'), width: 11, value: (j) => j.etd },
  { header: words('ETA', '预计到港', '預計到港'), width: 11, value: (j) => j.eta },
  { header: words('MB/L no', '主单号', '主單號'), width: 18, value: (j) => j.mblNo },
  { header: words('HB/L no', '分单号', '分單號'), width: 18, value: (j) => j.hblNo },
  { header: words('Containers', '箱型箱量'), width: 14, value: (j) => j.containerTypeQty },
  { header: words('Operator', '操作员', '操作員'), width: 14, value: (j) => j.operator },
  { header: words('Sales', '销售', '銷售'), width: 14, value: (j) => j.sales },
  { header: words('Operation time', '操作时间', '操作時間'), width: 20, value: (j) => new Date(j.operationAt) },
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
  }: { jobType: TJobType; officeCode: string; query: z.output<typeof ZJobExportQuery>; locale: TLocale },
) {
  const rows = pagesOf(async (page, pageSize) => {
    const found = await findJobListPage(db, { ...query, officeCode, jobType, page, pageSize, withoutTotal: true });
    return { rows: found.rows.map(toListRow) };
  });
  return xlsxExport({
    fileName: `${JOB_TYPE_TABLE[jobType].api.slice(1)}-jobs.xlsx`,
    sheet: 'Jobs',
    columns: COLUMNS,
    rows,
    locale,
  });
}
