import { ENTITY_NAMES } from '@apex/shared';
import { belowMinMargin, INVOICE_NO_MAX, type TInvoice, type ZConfirmInvoiceRequest } from '@apex/shared/finance';
import { formatMoney, utcToday } from '@apex/shared/format';
import type { TJobType } from '@apex/shared/jobs';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import { asDuplicate } from '../../../platform/db/pg-errors';
import { AppError, badRequest, notFound } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { nextJobNumber } from '../../job-number-rules/next-job-number';
import { findOfficeId } from '../../job-number-rules/queries';
import type { JobRow } from '../../jobs/access/queries';
import { findOfficeMoneySettings } from '../../jobs/charges/job-money-queries';
import { creditOf } from '../credit/credit';
import type { FinanceCaller } from '../finance-caller';
import { checkCompanyType } from './invoice-lines';
import { auditInvoice, getInvoice, writeInvoice } from './invoices';
import { type InvoiceRow, lockInvoiceLines, updateInvoiceRow } from './queries';

/** The client asks again with `acknowledgeCredit` once the user agreed (as `container.checkDigitConfirm`). */
const CREDIT_CONFIRM = { confirm: 'credit' };

/**
 * issue 17: a job under its office's minimum margin has its invoices confirmed by someone who may
 * (`/invoice/lowMargin`, finance by default). A vendor bill records what a supplier billed, so it is
 * not held back.
 */
async function checkMargin(tx: Tx, job: JobRow, caller: FinanceCaller) {
  const { minMarginPct } = await findOfficeMoneySettings(tx, job.officeCode);
  if (belowMinMargin(job.marginPct, minMarginPct) && !caller.holds('/invoice/lowMargin'))
    throw new AppError(409, 'invoice.lowMargin', { margin: job.marginPct!, min: minMarginPct! });
}

/**
 * spec §8 "account locked, blacklisted, or over credit (a warning)": a customer on the blacklist,
 * or one this invoice would take over its credit limit, is asked about before the invoice is issued.
 */
async function warnCredit(tx: Tx, invoice: InvoiceRow) {
  const credit = await creditOf(tx, invoice.partyId, [{ currency: invoice.localCurrency, amount: invoice.localGross }]);
  if (!credit) return;
  if (credit.blacklisted)
    throw new AppError(
      409,
      'invoice.blacklistConfirm',
      { party: credit.name, reason: credit.blacklistReason },
      CREDIT_CONFIRM,
    );
  if (credit.overCredit)
    throw new AppError(
      409,
      'invoice.overCreditConfirm',
      {
        party: credit.name,
        exposure: formatMoney(credit.exposure, { currency: credit.currency }),
        limit: formatMoney(credit.limit, { currency: credit.currency }),
      },
      CREDIT_CONFIRM,
    );
}

/**
 * The next invoice no of the office's INV rule for the job's type (spec §9: at most 18 digits),
 * taken last in the confirming transaction: a confirmation that fails gives it back, so numbers
 * run without gaps, and the counter row queues concurrent confirmations.
 */
async function numberInvoice(tx: Tx, job: JobRow) {
  const officeId = await findOfficeId(tx, job.officeCode);
  if (officeId === undefined) throw notFound(ENTITY_NAMES.office, job.officeCode);
  const invoiceNo = await nextJobNumber(tx, officeId, job.jobType as TJobType, utcToday(), 'INV');
  if (invoiceNo.length > INVOICE_NO_MAX) throw badRequest('invoice.noTooLong', { max: INVOICE_NO_MAX });
  return invoiceNo;
}

/**
 * Confirms a draft (spec §4): its lines checked, the margin and credit rules passed, numbered (a
 * draft cancelled back keeps its number). The job's invoice status follows in the same transaction.
 */
export async function confirmInvoice(
  ctx: ServiceContext,
  { id, input, caller }: { id: number; input: z.output<typeof ZConfirmInvoiceRequest>; caller: FinanceCaller },
): Promise<TInvoice> {
  await writeInvoice(ctx, { id, version: input.version, caller }, async (tx, { invoice, job }) => {
    if (invoice.state !== 'DRAFT')
      throw new AppError(409, invoice.state === 'CONFIRMED' ? 'invoice.confirmedNoChange' : 'invoice.notDraft');
    const lines = await lockInvoiceLines(tx, id);
    checkCompanyType(lines, caller.companyType);
    const unchecked = lines.filter((line) => line.checkStatus !== 'CHECKED');
    if (unchecked.length)
      throw new AppError(409, 'invoice.linesNotChecked', { lines: unchecked.map((line) => line.lineNo).join(', ') });
    if (invoice.side === 'AR') {
      await checkMargin(tx, job, caller);
      if (!input.acknowledgeCredit) await warnCredit(tx, invoice);
    }
    const invoiceNo = invoice.invoiceNo || (await numberInvoice(tx, job));
    const by = caller.account;
    await updateInvoiceRow(
      tx,
      { id, version: input.version, by, entity: ENTITY_NAMES.invoice },
      { state: 'CONFIRMED', invoiceNo, confirmedBy: by, confirmedAt: new Date() },
    ).catch(asDuplicate(ENTITY_NAMES.invoice, invoiceNo));
    await auditInvoice(tx, caller, { ...invoice, invoiceNo }, 'invoice.confirmed', {
      currency: invoice.currency,
      grossTotal: invoice.grossTotal,
      acknowledgedCredit: input.acknowledgeCredit,
    });
  });
  return getInvoice(ctx.db, id, caller.offices);
}
