import { ENTITY_NAMES } from '@apex/shared';
import {
  DOCUMENT_KIND_LABELS,
  JOB_DOCUMENTS,
  type TDocumentKind,
  type THblVariant,
  type TPrintedKind,
  type TPrintRecord,
  type TPrintRequest,
} from '@apex/shared/documents';
import type { THbl } from '@apex/shared/jobs';
import { labelTexts } from '@apex/shared/labels';
import { writeAudit } from '../../platform/audit/audit-log';
import { AppError, badRequest, forbidden, invalidField, notFound } from '../../platform/http/app-error';
import type { DownloadFile } from '../../platform/http/file-reply';
import type { FileReader } from '../../platform/http/locale';
import type { ServiceContext } from '../../platform/service-context';
import { type JobRef, lockJob, readJob } from '../jobs/access/job-access';
import { findChargeLines } from '../jobs/charges/charge-queries';
import type { PdfDoc } from './engine/pdf-doc';
import { renderPdf } from './engine/render-pdf';
import { chargesDue, drawArrivalNotice } from './job-documents/arrival-notice';
import { drawBookingConfirmation } from './job-documents/booking-confirmation';
import { drawDeliveryOrder } from './job-documents/delivery-order';
import { drawHbl } from './job-documents/hbl';
import { drawShippingInstructions } from './job-documents/shipping-instructions';
import { momentIn, type PrintJob, readPrintJob } from './print-data';
import { findIssuedOriginal, findPrints, insertPrint, type PrintRow } from './queries';

/** Who prints: the job's caller, the reader's language and zone, and whether they may issue originals. */
export interface PrintCaller extends JobRef {
  reader: FileReader;
  mayIssueOriginals: boolean;
}

/** The file name's word for each document: `SI-OE2611000123.pdf`. */
const FILE_CODES: Record<TDocumentKind, string> = {
  HBL: 'HBL',
  SHIPPING_INSTRUCTIONS: 'SI',
  BOOKING_CONFIRMATION: 'SO',
  ARRIVAL_NOTICE: 'AN',
  DELIVERY_ORDER: 'DO',
};

/**
 * Prints one document of a job from its data as it is now, in the reader's language, and records
 * the print. An HB/L names the bill (or the job's only one); an original needs `/document/original`
 * and is issued once: printing it again needs a reason and is written to the operation log.
 */
export async function printDocument(ctx: ServiceContext, caller: PrintCaller, request: TPrintRequest) {
  const { kind } = request;
  if (!JOB_DOCUMENTS[caller.jobType].includes(kind))
    throw invalidField('body.kind', 'document.notForJobType', { document: labelTexts(DOCUMENT_KIND_LABELS[kind]) });
  const data = await readPrintJob(ctx, caller, caller.reader);
  const title = `${FILE_CODES[kind]}-${data.job.jobNo}`;
  if (kind !== 'HBL') {
    await recordPrint(ctx, caller, { kind, hbl: null, variant: null, reason: '' });
    const draw = await drawerOf(ctx, kind, data);
    return pdfFile(title, caller, (doc) => draw(doc));
  }
  const hbl = hblToPrint(data, request.hblId);
  const { variant } = request;
  if (variant === 'ORIGINAL' && !caller.mayIssueOriginals) throw forbidden();
  await recordPrint(ctx, caller, { kind, hbl, variant, reason: request.reason });
  return pdfFile(`HBL-${hbl.hblNo}-${variant}`, caller, (doc) => drawHbl(doc, { data, hbl, variant }));
}

async function drawerOf(ctx: ServiceContext, kind: Exclude<TDocumentKind, 'HBL'>, data: PrintJob) {
  switch (kind) {
    case 'SHIPPING_INSTRUCTIONS':
      return (doc: PdfDoc) => drawShippingInstructions(doc, data);
    case 'BOOKING_CONFIRMATION':
      return (doc: PdfDoc) => drawBookingConfirmation(doc, data);
    case 'DELIVERY_ORDER':
      return (doc: PdfDoc) => drawDeliveryOrder(doc, data);
    case 'ARRIVAL_NOTICE': {
      const { consignee, customer } = data.job.parties;
      const lines = (await findChargeLines(ctx.db, data.job.id)).map(
        ({ line, chargeCode, chargeNameEn, chargeNameCn }) => ({
          ...line,
          chargeCode,
          chargeName: (data.locale === 'en_US' ? chargeNameEn : chargeNameCn) || chargeNameEn,
        }),
      );
      const due = chargesDue(
        lines,
        [consignee?.id, customer?.id].filter((id): id is number => id !== undefined),
      );
      return (doc: PdfDoc) => drawArrivalNotice(doc, data, due);
    }
  }
}

/** The HB/L named, of the job's own (a master's sub-job HB/Ls print from their jobs); none named: the only one. */
function hblToPrint(data: PrintJob, hblId: number | null): THbl {
  const own = data.bills.hbls.filter((hbl) => hbl.jobId === data.job.id);
  if (hblId !== null) {
    const hbl = own.find((candidate) => candidate.id === hblId);
    if (!hbl) throw notFound(ENTITY_NAMES.hbl, hblId);
    return hbl;
  }
  if (own.length === 0) throw new AppError(409, 'document.noHbl', { jobNo: data.job.jobNo });
  if (own.length > 1)
    throw invalidField('body.hblId', 'document.whichHbl', { jobNo: data.job.jobNo, count: own.length });
  return own[0]!;
}

function pdfFile(title: string, caller: PrintCaller, build: (doc: PdfDoc) => void): DownloadFile {
  return {
    fileName: `${title}.pdf`,
    contentType: 'application/pdf',
    content: renderPdf(build, { title, locale: caller.reader.locale }),
  };
}

interface PrintOf {
  kind: TDocumentKind;
  hbl: THbl | null;
  variant: THblVariant | null;
  reason: string;
}

/**
 * Records a print under the job's lock, so two first originals of one HB/L queue and the second
 * finds the first. A reprint of an original needs its reason and goes to the operation log.
 */
async function recordPrint(ctx: ServiceContext, caller: PrintCaller, { kind, hbl, variant, reason }: PrintOf) {
  await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, caller);
    const original = variant === 'ORIGINAL' && hbl;
    const issued = original ? await findIssuedOriginal(tx, hbl.id) : undefined;
    if (issued && !reason)
      throw badRequest('document.originalNeedsReason', {
        hblNo: hbl?.hblNo ?? '',
        at: momentIn(caller.reader.timeZone, issued.printedAt),
        by: issued.printedBy,
      });
    await insertPrint(tx, {
      jobId: job.id,
      hblId: hbl?.id ?? null,
      hblNo: hbl?.hblNo ?? '',
      kind,
      variant,
      reprint: Boolean(issued),
      printedBy: caller.actor.account,
      reason,
    });
    if (original)
      await writeAudit(tx, caller.actor, {
        action: issued ? 'document.originalReprinted' : 'document.originalIssued',
        entity: 'hbl',
        entityId: hbl.id,
        key: hbl.hblNo,
        detail: { jobNo: job.jobNo, hblNo: hbl.hblNo, ...(issued ? { reason } : {}) },
      });
  });
}

/** A print as the print history shows it. */
export const toPrintRecord = (print: PrintRow): TPrintRecord => ({
  id: print.id,
  kind: print.kind as TPrintedKind,
  hblId: print.hblId,
  hblNo: print.hblNo,
  variant: print.variant as TPrintRecord['variant'],
  asOf: print.asOf,
  templateVersionId: print.templateVersionId,
  template: print.templateName,
  invoiceId: print.invoiceId,
  invoiceNo: print.invoiceNo,
  printedBy: print.printedBy,
  printedAt: print.printedAt.toISOString(),
  reason: print.reason,
});

/** The job's prints, newest first (the job card's print history). */
export async function getPrints(ctx: ServiceContext, ref: JobRef): Promise<TPrintRecord[]> {
  const job = await readJob(ctx.db, ref);
  return (await findPrints(ctx.db, job.id)).map(toPrintRecord);
}
