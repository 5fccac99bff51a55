import { describe, expect, it } from 'vitest';
import { lineLock } from './charge-locks';
import { invoiceSelectionProblem, kindsForSide } from './invoice-selection';
import { savedLine } from './saved-line.test-factory';

const context = {
  reviewStatus: 'NOT_REVIEWED',
  callerCompanyType: 'XC',
  draftName: 'Draft',
  serviceName: (kind: string) => `service ${kind}`,
} as const;

describe('line locks (read-only lines of the grid)', () => {
  it('leaves an unchecked line of the caller’s company type open', () => {
    expect(lineLock(savedLine({ checkStatus: 'CHECKING' }), context)).toBeNull();
  });

  it('gives the first reason the server would refuse a change with', () => {
    const invoiced = savedLine({ lineNo: 3, invoiceId: 9, invoiceNo: '', checkStatus: 'CHECKED' });
    expect(lineLock(invoiced, context)).toEqual({ code: 'charge.hasInvoice', values: { n: 3, invoiceNo: 'Draft' } });
    expect(lineLock(savedLine({ lineNo: 2, checkStatus: 'CHECKED' }), context)).toEqual({
      code: 'charge.checkedLocked',
      values: { n: 2 },
    });
    expect(lineLock(savedLine({ companyType: 'SC' }), context)).toEqual({
      code: 'charge.otherCompanyType',
      values: { lineType: 'SC', callerType: 'XC' },
    });
    expect(lineLock(savedLine(), { ...context, reviewStatus: 'REVIEWED' })).toEqual({ code: 'charge.reviewedLocked' });
  });

  it('leaves an other service’s cost line to its service (issue 19), before any other reason', () => {
    const cost = savedLine({ lineNo: 4, side: 'AP', otherService: { id: 7, kind: 'FUMIGATION' }, invoiceId: 9 });
    expect(lineLock(cost, context)).toEqual({
      code: 'charge.fromOtherService',
      values: { n: 4, service: 'service FUMIGATION' },
    });
  });
});

describe('lines chosen for an invoice', () => {
  const lines = [savedLine(), savedLine({ id: 2, lineNo: 2 })];

  it('fit one document of one side, settlement account and currency', () => {
    expect(invoiceSelectionProblem(lines, 'INVOICE')).toBeNull();
    expect(kindsForSide('AR')).toEqual(['INVOICE', 'DEBIT_NOTE', 'CREDIT_NOTE']);
    expect(kindsForSide('AP')).toEqual(['VENDOR_BILL']);
  });

  it('are refused in the words the server uses', () => {
    const other = (overrides: Parameters<typeof savedLine>[0]) => [lines[0]!, savedLine({ lineNo: 2, ...overrides })];
    expect(invoiceSelectionProblem(lines, 'VENDOR_BILL')?.code).toBe('invoice.sideMismatch');
    expect(invoiceSelectionProblem(other({ partyId: 8, partyName: 'Beta' }), 'INVOICE')).toEqual({
      code: 'invoice.partyMismatch',
      values: { n: 2, party: 'Beta' },
    });
    expect(invoiceSelectionProblem(other({ currency: 'CNY' }), 'INVOICE')?.code).toBe('invoice.currencyMismatch');
    expect(invoiceSelectionProblem(other({ invoiceId: 4, invoiceNo: '26110001' }), 'INVOICE')).toEqual({
      code: 'invoice.lineOnOtherInvoice',
      values: { n: 2, invoiceNo: '26110001' },
    });
  });
});
