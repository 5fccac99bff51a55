import { INVOICE_KINDS, INVOICE_STATES, type TInvoice, type TInvoiceKind } from '@apex/shared/finance';
import { amountInWords, formatMoney, quantityText } from '@apex/shared/format';
import { keyValueGrid, partyBoxes, titleBlock } from '../engine/blocks';
import type { PdfDoc } from '../engine/pdf-doc';
import { table } from '../engine/table';
import { currencyWord, type Issuer, issuerLines, type PartyAddress, partyLines } from './printed-parts';
import type { findCurrencyName, findJobRefs } from './queries';

interface InvoicePrint {
  invoice: TInvoice;
  issuer: Issuer;
  party: PartyAddress;
  job: Awaited<ReturnType<typeof findJobRefs>>;
  currency: Awaited<ReturnType<typeof findCurrencyName>>;
}

/** What the party is asked to pay: a credit note is owed to it. */
const ASKS_FOR_PAYMENT: readonly TInvoiceKind[] = ['INVOICE', 'DEBIT_NOTE'];

/** "Please remit to": the office's bank account, when it keeps one. */
function remitTo(doc: PdfDoc, issuer: Issuer): void {
  if (!issuer.bankAccountNo) return;
  const label = doc.label.bind(doc);
  doc.y += 6;
  doc.paragraph(label('documents:financeDocuments.remitTo'), { bold: true });
  keyValueGrid(
    doc,
    [
      { label: label('administration:columns.bankName'), value: issuer.bankName },
      { label: label('administration:columns.bankAccountName'), value: issuer.bankAccountName },
      { label: label('administration:columns.bankAccountNo'), value: issuer.bankAccountNo },
      { label: label('administration:columns.bankSwift'), value: issuer.bankSwift },
    ],
    2,
  );
}

/**
 * An invoice, debit note or credit note (issue 17's invoices): the issuer and the party billed,
 * the shipment, the lines with their tax, the totals and the total in words, and for what the
 * party is to pay, the office's bank account. One not confirmed (a draft, a voided one) says its
 * state across each page.
 */
export function drawInvoice(doc: PdfDoc, { invoice, issuer, party, job, currency }: InvoicePrint): void {
  const label = doc.label.bind(doc);
  const money = (value: string) => formatMoney(value);
  titleBlock(doc, {
    issuer: issuer.company,
    title: label(INVOICE_KINDS[invoice.kind].label).toUpperCase(),
    refs: [
      { label: label('finance:fields.invoiceNo'), value: invoice.invoiceNo || label(INVOICE_STATES[invoice.state]) },
      { label: label('finance:fields.invoiceDate'), value: invoice.invoiceDate },
      { label: label('finance:fields.dueDate'), value: invoice.dueDate },
    ],
  });
  partyBoxes(doc, [
    { label: label('documents:financeDocuments.billTo'), value: partyLines(party) },
    { label: label('documents:financeDocuments.issuedBy'), value: issuerLines(doc, issuer) },
  ]);
  keyValueGrid(doc, [
    { label: label('jobs:columns.jobNo'), value: job.jobNo },
    { label: label('jobs:fields.mblNo'), value: job.mblNo },
    { label: label('jobs:fields.hblNo'), value: job.hblNo },
    { label: label('masterData:entities.vessel'), value: [job.vessel, job.voyage].filter(Boolean).join(' / ') },
    { label: label('jobs:columns.pol'), value: job.pol },
    { label: label('jobs:columns.pod'), value: job.pod },
  ]);
  table(
    doc,
    [
      { header: label('documents:financeDocuments.charge'), weight: 5 },
      { header: label('masterData:templates.unit'), weight: 1.5 },
      { header: label('finance:fields.num'), weight: 1.3, align: 'right' },
      { header: label('masterData:templates.price'), weight: 2, align: 'right' },
      { header: label('documents:financeDocuments.taxRate'), weight: 1.2, align: 'right' },
      { header: label('finance:fields.taxAmount'), weight: 2, align: 'right' },
      { header: label('finance:fields.amount'), weight: 2.2, align: 'right' },
    ],
    invoice.lines.map((line) => [
      line.displayName || line.chargeCode,
      line.unit,
      quantityText(line.num),
      money(line.price),
      line.taxRate ?? '',
      money(line.taxAmount),
      money(line.amount),
    ]),
  );
  doc.y += 6;
  const totals: [string, string][] = [
    [label('finance:fields.amount'), invoice.amountTotal],
    [label('finance:fields.taxAmount'), invoice.taxTotal],
    [label('documents:financeDocuments.totalDue'), invoice.grossTotal],
  ];
  for (const [name, value] of totals)
    doc.paragraph(`${name}: ${formatMoney(value, { currency: invoice.currency, symbolAt: 'prefix' })}`, {
      align: 'right',
      bold: name === totals[2]![0],
    });
  const words = amountInWords(invoice.grossTotal, { currency: currencyWord(currency, doc.locale), locale: doc.locale });
  doc.paragraph(`${label('documents:financeDocuments.amountInWords')}: ${words}`, { bold: true });
  if (invoice.remark) doc.paragraph(`${label('general:columns.remark')}: ${invoice.remark}`);
  if (ASKS_FOR_PAYMENT.includes(invoice.kind)) remitTo(doc, issuer);
}
