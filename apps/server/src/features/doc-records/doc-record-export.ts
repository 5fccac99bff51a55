import {
  DOC_BELONGS_TO,
  DOC_RECEIVERS,
  DOC_STATUSES,
  DOC_TYPES,
  type TDocRecordRow,
  type ZDocRecordExportQuery,
} from '@apex/shared/doc-records';
import { labelIn } from '@apex/shared/labels';
import type { z } from 'zod';
import { type Caller, checkOwnOffice } from '../../platform/auth/caller';
import { type ExportColumn, pagesOf, xlsxExport } from '../../platform/excel/xlsx-export';
import type { FileReader } from '../../platform/http/locale';
import type { ServiceContext } from '../../platform/service-context';
import { findDocRecordPage } from './doc-record-list-queries';
import { toDocRecordRow } from './doc-records';

const COLUMNS: readonly ExportColumn<TDocRecordRow>[] = [
  { header: 'documents:docRecords.fields.docNo', width: 20, value: (r) => r.docNo },
  { header: 'documents:docRecords.fields.docType', width: 16, value: (r, l) => labelIn(l, DOC_TYPES[r.docType]) },
  {
    header: 'documents:docRecords.fields.belongsTo',
    width: 8,
    value: (r, l) => labelIn(l, DOC_BELONGS_TO[r.belongsTo]),
  },
  { header: 'jobs:columns.jobNo', width: 18, value: (r) => r.jobNo },
  { header: 'jobs:fields.mblNo', width: 18, value: (r) => r.mblNo },
  { header: 'jobs:fields.hblNo', width: 18, value: (r) => r.hblNo },
  { header: 'jobs:fields.customer', width: 30, value: (r) => r.customerName },
  { header: 'documents:docRecords.fields.manualNo', width: 14, value: (r) => r.manualNo },
  { header: 'documents:docRecords.fields.originals', width: 8, value: (r) => r.originals },
  { header: 'documents:docRecords.fields.status', width: 16, value: (r, l) => labelIn(l, DOC_STATUSES[r.status]) },
  {
    header: 'documents:docRecords.fields.sentTo',
    width: 10,
    value: (r, l) => (r.sentTo ? labelIn(l, DOC_RECEIVERS[r.sentTo]) : ''),
  },
  { header: 'documents:docRecords.fields.sendDate', width: 11, value: (r) => r.sendDate, day: true },
  { header: 'documents:docRecords.fields.sendSigner', width: 14, value: (r) => r.sendSigner },
  { header: 'documents:docRecords.fields.courier', width: 14, value: (r) => r.courier },
  { header: 'documents:docRecords.fields.expressNo', width: 18, value: (r) => r.expressNo },
  { header: 'documents:docRecords.fields.backDate', width: 11, value: (r) => r.backDate, day: true },
  { header: 'documents:docRecords.fields.backSigner', width: 14, value: (r) => r.backSigner },
  { header: 'general:columns.remark', width: 30, value: (r) => r.remark },
  { header: 'administration:entities.office', width: 8, value: (r) => r.officeCode },
];

/** The whole filtered list as a workbook, streamed page by page in the list's order. */
export function exportDocRecords(
  { db }: ServiceContext,
  query: z.output<typeof ZDocRecordExportQuery>,
  caller: Caller,
  { locale, timeZone }: FileReader,
) {
  const officeCode = query.officeCode?.toUpperCase() ?? caller.officeCode;
  checkOwnOffice(caller, officeCode, 'query.officeCode');
  const rows = pagesOf(async (page, pageSize) => {
    const found = await findDocRecordPage(db, { ...query, officeCode, page, pageSize });
    return { rows: found.rows.map(toDocRecordRow) };
  });
  return xlsxExport({
    fileName: `doc-records-${officeCode}.xlsx`,
    sheet: 'Doc records',
    columns: COLUMNS,
    rows,
    locale,
    timeZone,
  });
}
