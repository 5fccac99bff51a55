import { INVOICE_STATES } from '@apex/shared/finance';
import type { AuditActor } from '../../../platform/audit/audit-log';
import type { DownloadFile } from '../../../platform/http/file-reply';
import type { FileReader } from '../../../platform/http/locale';
import type { ServiceContext } from '../../../platform/service-context';
import { getInvoice } from '../../finance/invoices/invoices';
import { insertPrint } from '../queries';
import { drawInvoice } from './invoice-document';
import { pdfFile, printedAt } from './print-file';
import { findCurrencyName, findIssuer, findJobRefs, findPartyAddress } from './queries';

/**
 * An invoice of the caller's offices as a PDF (another office's is not found), read whole before it
 * is drawn. The print is recorded in its job's print history, with the number it bears.
 */
export async function printInvoice(
  { db }: ServiceContext,
  { id, offices, reader, actor }: { id: number; offices: ReadonlySet<string>; reader: FileReader; actor: AuditActor },
): Promise<DownloadFile> {
  const invoice = await getInvoice(db, id, offices);
  const [issuer, party, job, currency] = await Promise.all([
    findIssuer(db, invoice.officeCode),
    findPartyAddress(db, invoice.partyId),
    findJobRefs(db, invoice.jobId),
    findCurrencyName(db, invoice.currency),
  ]);
  await insertPrint(db, {
    jobId: invoice.jobId,
    kind: invoice.kind,
    invoiceId: invoice.id,
    invoiceNo: invoice.invoiceNo,
    printedBy: actor.account,
  });
  const confirmed = invoice.state === 'CONFIRMED';
  const name = `${invoice.kind}-${invoice.invoiceNo || `${job.jobNo}-${invoice.state}`}.pdf`;
  return pdfFile(
    name,
    reader,
    (doc) => ({
      watermark: confirmed ? undefined : doc.label(INVOICE_STATES[invoice.state]).toUpperCase(),
      footer: `${invoice.invoiceNo || job.jobNo} · ${printedAt(doc, reader.timeZone)}`,
    }),
    (doc) => drawInvoice(doc, { invoice, issuer, party, job, currency }),
  );
}
