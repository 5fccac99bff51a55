import { DOC_BELONGS_TO, DOC_RECEIVERS, DOC_TYPES, type TDocReceiver, type TDocRecord } from '@apex/shared/doc-records';
import { DATE_FORMAT, formatDateTime, wallClock } from '@apex/shared/format';
import { labelTexts } from '@apex/shared/labels';
import type { Caller } from '../../platform/auth/caller';
import { invalidField } from '../../platform/http/app-error';
import type { DownloadFile } from '../../platform/http/file-reply';
import type { FileReader } from '../../platform/http/locale';
import type { ServiceContext } from '../../platform/service-context';
import { keyValueGrid, partyBoxes, titleBlock } from '../documents/engine/blocks';
import type { PdfDoc } from '../documents/engine/pdf-doc';
import { pdfFile, printedAt } from '../documents/finance/print-file';
import { type Issuer, issuerLines, type PartyAddress, partyLines } from '../documents/finance/printed-parts';
import { findIssuer, findPartyAddress } from '../documents/finance/queries';
import { insertPrint } from '../documents/queries';
import { getDocRecord } from './doc-records';
import { findJobHbl, findMblParties } from './queries';

interface ExpressOrder {
  record: TDocRecord;
  issuer: Issuer;
  receiver: PartyAddress;
  to: TDocReceiver;
  day: string;
}

/** The courier's waybill: from the office to the bill's party, the paper as its contents, room to sign. */
function drawExpressOrder(doc: PdfDoc, { record, issuer, receiver, to, day }: ExpressOrder): void {
  const label = doc.label.bind(doc);
  const words = (key: 'title' | 'sender' | 'receiver' | 'contents' | 'senderSignature' | 'receiverSignature') =>
    label(`documents:docRecords.expressOrder.${key}`);
  const field = (key: 'docNo' | 'courier' | 'expressNo' | 'originals' | 'manualNo' | 'stepDate') =>
    label(`documents:docRecords.fields.${key}`);
  titleBlock(doc, {
    issuer: issuer.company,
    title: words('title'),
    refs: [
      { label: field('docNo'), value: record.docNo },
      { label: field('stepDate'), value: day },
    ],
  });
  partyBoxes(doc, [
    { label: words('sender'), value: issuerLines(doc, issuer) },
    { label: `${words('receiver')} (${label(DOC_RECEIVERS[to])})`, value: partyLines(receiver) },
  ]);
  keyValueGrid(doc, [
    { label: field('courier'), value: record.courier },
    { label: field('expressNo'), value: record.expressNo },
    { label: label('jobs:columns.jobNo'), value: record.jobNo },
  ]);
  const bill = record.belongsTo === 'HBL' ? record.hblNo : record.mblNo;
  const contents = label('documents:docRecords.expressOrder.contentsLine', {
    type: label(DOC_TYPES[record.docType]),
    count: record.originals,
    bill: label(DOC_BELONGS_TO[record.belongsTo]),
    no: bill,
  });
  keyValueGrid(
    doc,
    [
      { label: words('contents'), value: [contents, record.remark].filter(Boolean).join('\n') },
      { label: field('manualNo'), value: record.manualNo },
    ],
    2,
  );
  partyBoxes(doc, [
    { label: words('senderSignature'), value: '' },
    { label: words('receiverSignature'), value: '' },
  ]);
}

/**
 * A record's express order (spec §2.8 "print express order"): addressed to the party it was last
 * sent to, else the one asked for (the consignee by default), which the bill must name. The print
 * is recorded in its job's print history, with the HB/L when the paper is of one.
 */
export async function printExpressOrder(
  { db }: ServiceContext,
  { id, to, caller, reader }: { id: number; to?: TDocReceiver; caller: Caller; reader: FileReader },
): Promise<DownloadFile> {
  const record = await getDocRecord(db, id, caller.offices);
  const receiverOf: TDocReceiver = record.sentTo ?? to ?? 'CONSIGNEE';
  const bill = record.hblId ? await findJobHbl(db, record.jobId, record.hblId) : await findMblParties(db, record.jobId);
  const partyId = receiverOf === 'SHIPPER' ? bill?.shipperId : bill?.consigneeId;
  if (!partyId)
    throw invalidField('query.to', 'docRecord.noReceiver', { party: labelTexts(DOC_RECEIVERS[receiverOf]) });
  const [issuer, receiver] = await Promise.all([findIssuer(db, record.officeCode), findPartyAddress(db, partyId)]);
  await insertPrint(db, {
    jobId: record.jobId,
    kind: 'EXPRESS_ORDER',
    hblId: record.hblId,
    hblNo: record.hblNo,
    printedBy: caller.account,
  });
  const day =
    record.sendDate ?? formatDateTime(wallClock(new Date(), reader.timeZone), { pattern: DATE_FORMAT, zone: 'utc' });
  return pdfFile(
    `EXPRESS-${record.docNo}.pdf`,
    reader,
    (doc) => ({ footer: `${record.docNo} · ${printedAt(doc, reader.timeZone)}` }),
    (doc) => drawExpressOrder(doc, { record, issuer, receiver, to: receiverOf, day }),
  );
}
