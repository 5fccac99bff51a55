import { AGING_BUCKET_CODES, AGING_BUCKETS, type TStatement } from '@apex/shared/finance';
import { formatMoney } from '@apex/shared/format';
import { partyBoxes, titleBlock } from '../engine/blocks';
import type { PdfDoc } from '../engine/pdf-doc';
import { table } from '../engine/table';
import { type Issuer, issuerLines, type PartyAddress, partyLines } from './printed-parts';

interface StatementPrint {
  statement: TStatement;
  issuer: Issuer;
  party: PartyAddress;
}

/**
 * A party's statement of account (issue 17's statement): every open invoice with its age, then
 * what is outstanding per currency in each aging bucket.
 */
export function drawStatement(doc: PdfDoc, { statement, issuer, party }: StatementPrint): void {
  const label = doc.label.bind(doc);
  const money = (value: string) => formatMoney(value);
  const buckets = AGING_BUCKET_CODES.map((code) => label(AGING_BUCKETS[code].label));
  titleBlock(doc, {
    issuer: issuer.company,
    title: label('documents:financeDocuments.statementTitle'),
    refs: [
      { label: label('documents:financeDocuments.asOf'), value: statement.asOf },
      { label: label('documents:financeDocuments.party'), value: statement.party.code },
    ],
  });
  partyBoxes(doc, [
    { label: label('documents:financeDocuments.party'), value: partyLines(party) },
    { label: label('documents:financeDocuments.issuedBy'), value: issuerLines(doc, issuer) },
  ]);
  const right = 'right' as const;
  table(
    doc,
    [
      { header: label('finance:fields.invoiceNo'), weight: 2.8 },
      { header: label('jobs:columns.jobNo'), weight: 3 },
      { header: label('finance:fields.invoiceDate'), weight: 2 },
      { header: label('finance:fields.dueDate'), weight: 2 },
      { header: label('masterData:entities.currency'), weight: 1.6 },
      { header: label('finance:fields.grossTotal'), weight: 2.2, align: right },
      { header: label('finance:fields.clearedAmount'), weight: 2.2, align: right },
      { header: label('finance:fields.outstanding'), weight: 2.2, align: right },
      { header: label('finance:fields.days'), weight: 1, align: right },
    ],
    statement.rows.map((row) => [
      row.invoiceNo,
      row.jobNo,
      row.invoiceDate,
      row.dueDate,
      row.currency,
      money(row.grossTotal),
      money(row.clearedAmount),
      money(row.outstanding),
      String(row.days),
    ]),
  );
  doc.y += 8;
  table(
    doc,
    [
      { header: label('masterData:entities.currency'), weight: 1.6 },
      ...buckets.map((header) => ({ header, weight: 2, align: right })),
      { header: label('documents:financeDocuments.totalDue'), weight: 2.2, align: right },
    ],
    statement.totals.map((total) => [
      total.currency,
      ...AGING_BUCKET_CODES.map((code) => money(total.buckets[code] ?? '0')),
      formatMoney(total.total, { currency: total.currency }),
    ]),
  );
}
