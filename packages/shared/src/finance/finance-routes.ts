import { z } from 'zod';
import { ZIdParams, ZPage, ZVersionQuery } from '../api/paging';
import { defineRoute, FILE_RESPONSE, needs } from '../api/route';
import { ZCheckLinesRequest, ZCheckLinesResult } from './charge-actions';
import { ZCheckLineListQuery, ZCheckLineRow } from './charge-check';
import {
  ZClearing,
  ZClearingListQuery,
  ZCreateClearingRequest,
  ZOpenInvoicesQuery,
  ZReverseClearingRequest,
} from './clearings';
import {
  ZConfirmInvoiceRequest,
  ZInvoice,
  ZInvoiceExportQuery,
  ZInvoiceListQuery,
  ZInvoiceRow,
  ZInvoiceVersionRequest,
  ZTaxInvoiceRequest,
  ZUpdateInvoiceRequest,
} from './invoices';
import { ZStatement, ZStatementQuery } from './statements';

const tag = 'finance';
const invoice = '/finance/invoices/:id' as const;

/**
 * Finance's screens across jobs (issue 17): invoices, clearing, the charge-check workbench and
 * statements, each over the session's office (an invoice of another office answers 404).
 */
export const financeRoutes = {
  invoices: defineRoute({
    method: 'GET',
    path: '/finance/invoices',
    access: needs('/invoice/list'),
    summary: 'Invoices, notes and vendor bills of the office, paged and filtered',
    tag,
    query: ZInvoiceListQuery,
    response: ZPage(ZInvoiceRow),
  }),
  exportInvoices: defineRoute({
    method: 'GET',
    path: '/finance/invoices/export',
    access: needs('/invoice/list'),
    summary: 'The whole filtered invoice list as an Excel workbook, streamed',
    tag,
    query: ZInvoiceExportQuery,
    response: FILE_RESPONSE,
  }),
  invoice: defineRoute({
    method: 'GET',
    path: invoice,
    access: needs('/invoice/list'),
    summary: 'One invoice with its lines',
    tag,
    params: ZIdParams,
    response: ZInvoice,
  }),
  updateInvoice: defineRoute({
    method: 'PUT',
    path: invoice,
    access: needs('/invoice/edit'),
    summary: "A draft's lines, date and remark (a confirmed invoice is cancelled to draft first)",
    tag,
    params: ZIdParams,
    body: ZUpdateInvoiceRequest,
    response: ZInvoice,
  }),
  confirmInvoice: defineRoute({
    method: 'POST',
    path: `${invoice}/confirm`,
    access: needs('/invoice/edit'),
    summary: 'Confirms a draft: its lines must be checked; it takes the next invoice no of the office, without gaps',
    tag,
    params: ZIdParams,
    body: ZConfirmInvoiceRequest,
    response: ZInvoice,
  }),
  cancelInvoice: defineRoute({
    method: 'POST',
    path: `${invoice}/cancel`,
    access: needs('/invoice/edit'),
    summary: 'Takes a confirmed invoice back to draft (not when cleared or tax-invoiced); it keeps its number',
    tag,
    params: ZIdParams,
    body: ZInvoiceVersionRequest,
    response: ZInvoice,
  }),
  setTaxInvoiceNo: defineRoute({
    method: 'PUT',
    path: `${invoice}/tax-invoice`,
    access: needs('/invoice/edit'),
    summary: 'Records the tax invoice no of a confirmed invoice (at most 18 digits)',
    tag,
    params: ZIdParams,
    body: ZTaxInvoiceRequest,
    response: ZInvoice,
  }),
  deleteInvoice: defineRoute({
    method: 'DELETE',
    path: invoice,
    access: needs('/invoice/edit'),
    summary: 'Deletes a draft (one that once had a number is voided instead, keeping the number)',
    tag,
    params: ZIdParams,
    query: ZVersionQuery,
    response: z.null(),
  }),
  openInvoices: defineRoute({
    method: 'GET',
    path: '/finance/clearings/open-invoices',
    access: needs('/clearing/edit'),
    summary: "A party's confirmed invoices with something outstanding, in one currency",
    tag,
    query: ZOpenInvoicesQuery,
    response: ZInvoiceRow.array(),
  }),
  clearings: defineRoute({
    method: 'GET',
    path: '/finance/clearings',
    access: needs('/invoice/list'),
    summary: 'Payments received and made, and charge-offs, of the office',
    tag,
    query: ZClearingListQuery,
    response: ZPage(ZClearing),
  }),
  createClearing: defineRoute({
    method: 'POST',
    path: '/finance/clearings',
    access: needs('/clearing/edit'),
    summary: 'Records a payment or a charge-off against confirmed invoices (never more than outstanding)',
    tag,
    body: ZCreateClearingRequest,
    response: ZClearing,
  }),
  reverseClearing: defineRoute({
    method: 'POST',
    path: '/finance/clearings/:id/reverse',
    access: needs('/clearing/edit'),
    summary: 'Reverses a clearing, with its reason (audited)',
    tag,
    params: ZIdParams,
    body: ZReverseClearingRequest,
    response: ZClearing,
  }),
  checkLines: defineRoute({
    method: 'GET',
    path: '/finance/charge-lines',
    access: needs('/charge/list'),
    summary: 'Charge and cost lines of the office’s jobs for the check workbench',
    tag,
    query: ZCheckLineListQuery,
    response: ZPage(ZCheckLineRow),
  }),
  checkAction: defineRoute({
    method: 'POST',
    path: '/finance/charge-lines/check',
    access: needs('/charge/edit'),
    summary: 'Submits lines for checking, checks them or undoes a check (/charge/check for the last two)',
    tag,
    body: ZCheckLinesRequest,
    response: ZCheckLinesResult,
  }),
  statement: defineRoute({
    method: 'GET',
    path: '/finance/statement',
    access: needs('/statement/list'),
    summary: "A party's statement of account: open invoices aged 0–30, 31–60, 61–90 and 90+ days, and its credit",
    tag,
    query: ZStatementQuery,
    response: ZStatement,
  }),
};
