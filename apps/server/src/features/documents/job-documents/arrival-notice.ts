import { addDecimals, compareDecimals, formatMoney, subtractDecimals } from '@apex/shared/format';
import { partyBoxes } from '../engine/blocks';
import type { PdfDoc } from '../engine/pdf-doc';
import { table } from '../engine/table';
import type { PrintJob } from '../print-data';
import { cargoTable, containersTable, documentHead, footerOf, jobCargo, voyageGrid } from './job-sections';

/** A charge the consignee still owes, as the notice lists it. */
interface ChargeDue {
  chargeCode: string;
  chargeName: string;
  currency: string;
  amount: string;
  outstanding: string;
}

/** Of a job's lines, the receivables of these parties not yet cleared, with what is left of each. */
export function chargesDue(
  lines: {
    side: string;
    partyId: number;
    currency: string;
    amount: string;
    clearedAmount: string;
    chargeCode: string;
    chargeName: string;
  }[],
  partyIds: number[],
): ChargeDue[] {
  return lines
    .filter((line) => line.side === 'AR' && partyIds.includes(line.partyId))
    .map((line) => ({ ...line, outstanding: subtractDecimals(line.amount, line.clearedAmount) }))
    .filter((line) => compareDecimals(line.outstanding, 0) > 0)
    .map(({ chargeCode, chargeName, currency, amount, outstanding }) => ({
      chargeCode,
      chargeName,
      currency,
      amount,
      outstanding,
    }));
}

/**
 * The arrival notice to the consignee of an import job: the cargo arriving, when its free time
 * ends, and the charges to pay before it is released (the consignee's and the customer's
 * receivables not yet cleared), totalled per currency.
 */
export function drawArrivalNotice(doc: PdfDoc, data: PrintJob, due: ChargeDue[]): void {
  const { job, bills } = data;
  doc.section({ footer: footerOf(doc, data, job.jobNo) }, () => {
    documentHead(doc, data, 'ARRIVAL_NOTICE', [
      { label: doc.label('jobs:fields.hblNo'), value: bills.hbls.map((hbl) => hbl.hblNo).join(', ') },
      { label: doc.label('jobs:fields.mblNo'), value: job.mblNo },
    ]);
    partyBoxes(doc, [
      { label: doc.label('masterData:partyRoles.CONSIGNEE'), value: data.party(job.parties.consignee?.id) },
      { label: doc.label('masterData:partyRoles.NOTIFY'), value: data.party(job.parties.notify?.id) },
      { label: doc.label('masterData:partyRoles.SHIPPER'), value: data.party(job.parties.shipper?.id) },
      { label: doc.label('masterData:partyRoles.CARRIER'), value: job.carrierName },
    ]);
    voyageGrid(doc, data, [{ label: doc.label('jobs:fields.lastFreeDate'), value: job.lastFreeDate ?? '' }]);
    containersTable(doc, data);
    cargoTable(doc, jobCargo(data));
    doc.paragraph(doc.label('documents:printed.chargesDue'), { bold: true, size: 10 });
    if (due.length === 0) {
      doc.paragraph(doc.label('documents:printed.nothingDue'));
      return;
    }
    const totals = [...new Set(due.map((line) => line.currency))].map((currency) => {
      const lines = due.filter((line) => line.currency === currency);
      return [
        doc.label('finance:fields.grossTotal'),
        currency,
        formatMoney(addDecimals(...lines.map((line) => line.amount))),
        formatMoney(addDecimals(...lines.map((line) => line.outstanding))),
      ];
    });
    table(
      doc,
      [
        { header: doc.label('masterData:entities.chargeCode'), weight: 4 },
        { header: doc.label('masterData:entities.currency'), weight: 1 },
        { header: doc.label('finance:fields.amount'), weight: 1.6, align: 'right' },
        { header: doc.label('finance:fields.outstanding'), weight: 1.6, align: 'right' },
      ],
      [
        ...due.map((line) => [
          `${line.chargeCode} ${line.chargeName}`,
          line.currency,
          formatMoney(line.amount),
          formatMoney(line.outstanding),
        ]),
        ...totals,
      ],
    );
  });
}
