import type { TMessageCode } from '@apex/shared';
import type { TChargeLine, TCompanyType, TReviewStatus } from '@apex/shared/finance';
import type { TOtherServiceKind } from '@apex/shared/movement';

/** Why a line cannot change: the server's own message for it, with its values. */
export interface LineLock {
  code: TMessageCode;
  values?: Record<string, string | number>;
}

interface LockContext {
  reviewStatus: TReviewStatus;
  callerCompanyType: TCompanyType;
  /** How an invoice without a number yet is named (the draft's label). */
  draftName: string;
  /** How an other service of a kind is named (its label). */
  serviceName: (kind: TOtherServiceKind) => string;
}

/**
 * Why a saved line is read-only in the grid, the first reason the server would refuse a change
 * with (docs/decisions.md issue 17 locks): an other service's cost (changed with its service, issue
 * 19), a reviewed job, a line of another company type (spec §6), a line on an invoice, a checked
 * line. null: the line may change.
 */
export function lineLock(line: TChargeLine, context: LockContext): LineLock | null {
  if (line.otherService !== null)
    return {
      code: 'charge.fromOtherService',
      values: { n: line.lineNo, service: context.serviceName(line.otherService.kind) },
    };
  if (context.reviewStatus === 'REVIEWED') return { code: 'charge.reviewedLocked' };
  if (line.companyType !== context.callerCompanyType)
    return {
      code: 'charge.otherCompanyType',
      values: { lineType: line.companyType, callerType: context.callerCompanyType },
    };
  if (line.invoiceId !== null)
    return { code: 'charge.hasInvoice', values: { n: line.lineNo, invoiceNo: line.invoiceNo || context.draftName } };
  if (line.checkStatus === 'CHECKED') return { code: 'charge.checkedLocked', values: { n: line.lineNo } };
  return null;
}
