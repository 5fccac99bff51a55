import {
  INVOICE_KINDS,
  INVOICE_STATES,
  PAYMENT_STATES,
  type TInvoiceRow,
  type ZInvoiceExportQuery,
} from '@apex/shared/finance';
import { labelIn } from '@apex/shared/labels';
import type { z } from 'zod';
import { checkOwnOffice } from '../../../platform/auth/caller';
import { type ExportColumn, pagesOf, xlsxExport } from '../../../platform/excel/xlsx-export';
import type { FileReader } from '../../../platform/http/locale';
import type { ServiceContext } from '../../../platform/service-context';
import type { FinanceCaller } from '../finance-caller';
import { findInvoicePage } from './invoice-list-queries';
import { toInvoiceRow } from './invoices';

// Amounts are numbers in the workbook, so Excel sums them; the currency is a column of its own.
const money = (value: string) => Number(value);

const COLUMNS: readonly ExportColumn<TInvoiceRow>[] = [
  { header: 'finance:fields.invoiceNo', width: 20, value: (r) => r.invoiceNo },
  { header: 'finance:fields.invoiceKind', width: 12, value: (r, l) => labelIn(l, INVOICE_KINDS[r.kind].label) },
  { header: 'finance:fields.invoiceState', width: 10, value: (r, l) => labelIn(l, INVOICE_STATES[r.state]) },
  {
    header: 'finance:fields.paymentState',
    width: 12,
    value: (r, l) => (r.state === 'CONFIRMED' ? labelIn(l, PAYMENT_STATES[r.paymentState]) : ''),
  },
  { header: 'jobs:columns.jobNo', width: 18, value: (r) => r.jobNo },
  { header: 'general:columns.code', width: 12, value: (r) => r.partyCode },
  { header: 'finance:fields.settlementAccount', width: 30, value: (r) => r.partyName },
  { header: 'masterData:entities.currency', width: 8, value: (r) => r.currency },
  { header: 'finance:fields.invoiceDate', width: 11, value: (r) => r.invoiceDate, day: true },
  { header: 'finance:fields.dueDate', width: 11, value: (r) => r.dueDate, day: true },
  { header: 'finance:fields.amount', width: 14, value: (r) => money(r.amountTotal) },
  { header: 'finance:fields.taxAmount', width: 12, value: (r) => money(r.taxTotal) },
  { header: 'finance:fields.grossTotal', width: 14, value: (r) => money(r.grossTotal) },
  { header: 'finance:fields.clearedAmount', width: 14, value: (r) => money(r.clearedAmount) },
  { header: 'finance:fields.outstanding', width: 14, value: (r) => money(r.outstanding) },
  { header: 'finance:fields.taxInvoiceNo', width: 20, value: (r) => r.taxInvoiceNo },
  { header: 'finance:fields.vendorInvoiceNo', width: 20, value: (r) => r.vendorInvoiceNo },
  { header: 'administration:entities.office', width: 8, value: (r) => r.officeCode },
];

/** The whole filtered invoice list as a workbook, streamed page by page in the list's order. */
export function exportInvoices(
  { db }: ServiceContext,
  query: z.output<typeof ZInvoiceExportQuery>,
  caller: FinanceCaller,
  { locale, timeZone }: FileReader,
) {
  const officeCode = query.officeCode?.toUpperCase() ?? caller.officeCode;
  checkOwnOffice(caller, officeCode, 'query.officeCode');
  const rows = pagesOf(async (page, pageSize) => {
    const found = await findInvoicePage(db, { ...query, officeCode, page, pageSize, withoutTotal: true });
    return { rows: found.rows.map(toInvoiceRow) };
  });
  return xlsxExport({
    fileName: `invoices-${officeCode}.xlsx`,
    sheet: 'Invoices',
    columns: COLUMNS,
    rows,
    locale,
    timeZone,
  });
}
