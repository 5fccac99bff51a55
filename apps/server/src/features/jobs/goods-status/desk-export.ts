import type { TJobType } from '@apex/shared/jobs';
import { labelIn } from '@apex/shared/labels';
import { GOODS_STATUS_STEPS, type TGoodsStatusDeskRow, type ZGoodsStatusDeskExportQuery } from '@apex/shared/tracking';
import type { z } from 'zod';
import type { AuditActor } from '../../../platform/audit/audit-log';
import { type ExportColumn, pagesOf, xlsxExport } from '../../../platform/excel/xlsx-export';
import type { FileReader } from '../../../platform/http/locale';
import type { ServiceContext } from '../../../platform/service-context';
import { findGoodsStatusDesk } from './desk';

const COLUMNS: readonly ExportColumn<TGoodsStatusDeskRow>[] = [
  { header: 'jobs:columns.jobNo', width: 18, value: (r) => r.jobNo },
  { header: 'jobs:fields.mblNo', width: 20, value: (r) => r.mblNo },
  { header: 'jobs:fields.customer', width: 30, value: (r) => r.customerName },
  { header: 'jobs:columns.pol', width: 8, value: (r) => r.pol },
  { header: 'jobs:columns.pod', width: 8, value: (r) => r.pod },
  { header: 'masterData:entities.vessel', width: 20, value: (r) => r.vessel },
  { header: 'jobs:fields.voyage', width: 10, value: (r) => r.voyage },
  { header: 'jobs:columns.etd', width: 12, day: true, value: (r) => r.etd },
  { header: 'jobs:columns.eta', width: 12, day: true, value: (r) => r.eta },
  {
    header: 'movement:goodsStatusFields.currentStep',
    width: 22,
    value: (r, l) => (r.currentStep ? labelIn(l, GOODS_STATUS_STEPS[r.currentStep]) : ''),
  },
  {
    header: 'movement:goodsStatusFields.currentStepAt',
    width: 20,
    value: (r) => (r.currentStepAt ? new Date(r.currentStepAt) : null),
  },
];

/** The whole filtered desk as a workbook, streamed page by page in the desk's order. */
export function exportGoodsStatusDesk(
  ctx: ServiceContext,
  {
    jobType,
    actor,
    query,
  }: { jobType: TJobType; actor: AuditActor; query: z.output<typeof ZGoodsStatusDeskExportQuery> },
  { locale, timeZone }: FileReader,
) {
  const rows = pagesOf((page, pageSize) =>
    findGoodsStatusDesk(ctx, { jobType, actor, query: { ...query, page, pageSize, withoutTotal: true } }),
  );
  return xlsxExport({
    fileName: `goods-status-${actor.officeCode}-${jobType}.xlsx`,
    sheet: labelIn(locale, 'jobs:menus.goodsStatus'),
    columns: COLUMNS,
    rows,
    locale,
    timeZone,
  });
}
