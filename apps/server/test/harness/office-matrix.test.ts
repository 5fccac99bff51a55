import { API, HEADERS, type RouteDef } from '@apex/shared';
import { describe, expect, it } from 'vitest';
import { excelImports } from '../excel-import';
import { addLines, openJob } from '../finance-factories';
import { jobInput } from '../job-factories';
import { readExport } from '../read-xlsx';
import { useTestApp } from '../test-app';
import { type RouteInput, requestOf } from './contracts';

/**
 * The office dimension of the access matrix (docs/decisions.md, "Office scoping of master data"):
 * a caller who holds every permission a route asks for, but does not work in the record's office,
 * calls each route of an office-owned entity on a record of Hong Kong. Every route of the entity's
 * contract must be listed here, so that a new one cannot go unchecked.
 */
const t = useTestApp(['fin01', 'cs01', 'scops']);
const { importerOf, countOf } = excelImports(t);

/** What a route of another office's record must answer: its own office's data only, or a refusal. */
type Outcome = 'nothingOfIt' | 'notFound' | 'refused' | 'rowRefused' | 'readable';

interface Case {
  input: (record: { id: number; version: number }) => RouteInput;
  outcome: Outcome;
}

async function check(
  route: RouteDef,
  { input, outcome }: Case,
  record: { id: number; version: number },
  token: string,
) {
  const res = await t.call({ ...requestOf(route, input(record)), token });
  const seen = `${route.method} ${route.path}: ${res.status} ${res.body.code ?? ''}`;
  if (outcome === 'notFound') expect(res.status, seen).toBe(404);
  if (outcome === 'refused') expect(res.status, seen).toBe(403);
  if (outcome === 'nothingOfIt' && route.path.endsWith('/export')) {
    const sheet = await readExport(t, String(requestOf(route, input(record)).url), token);
    expect(sheet.rowCount, seen).toBe(1);
  } else if (outcome === 'nothingOfIt') {
    expect(res.status, seen).toBe(200);
    // A page answers its rows, a picker's list (the open invoices) is the rows; a statement's are invoices.
    const rows: { id?: number; invoiceId?: number }[] = Array.isArray(res.body.data)
      ? res.body.data
      : res.body.data.rows;
    expect(
      rows.map((r) => r.invoiceId ?? r.id),
      seen,
    ).not.toContain(record.id);
  }
  if (outcome === 'readable') expect(res.status, seen).toBe(200);
}

const HKG_RATE = {
  officeCode: 'HKG',
  fromCurrency: 'EUR',
  toCurrency: 'HKD',
  rate: '8.5',
  effectiveDate: '2024-06-03',
};

describe('office matrix', () => {
  it('exchange rates: finance of SHA and SZX gets nothing of Hong Kong’s, by any route', async () => {
    const record = (await t.call({ ...requestOf(API.exchangeRates.create, { body: HKG_RATE }), token: t.admin })).body
      .data;
    const cases: Record<keyof typeof API.exchangeRates, Case> = {
      list: { input: () => ({ query: { officeCode: 'HKG' } }), outcome: 'nothingOfIt' },
      export: { input: () => ({ query: { officeCode: 'HKG' } }), outcome: 'nothingOfIt' },
      lookup: {
        input: () => ({ query: { officeCode: 'HKG', fromCurrency: 'EUR', toCurrency: 'HKD', date: '2024-06-03' } }),
        outcome: 'refused',
      },
      get: { input: ({ id }) => ({ params: { id } }), outcome: 'notFound' },
      create: { input: () => ({ body: { ...HKG_RATE, effectiveDate: '2024-06-04' } }), outcome: 'refused' },
      update: {
        input: ({ id }) => ({ params: { id }, body: { version: 1, rate: '1', effectiveDate: '2024-06-03' } }),
        outcome: 'notFound',
      },
      remove: { input: ({ id }) => ({ params: { id }, query: { version: 1 } }), outcome: 'notFound' },
      import: { input: () => ({}), outcome: 'rowRefused' },
    };
    for (const [key, route] of Object.entries(API.exchangeRates) as [keyof typeof API.exchangeRates, RouteDef][]) {
      if (cases[key].outcome === 'rowRefused') continue;
      await check(route, cases[key], record, t.tokens.fin01);
    }
    const before = await countOf('exchange_rates');
    const imported = await importerOf('sys/exchangeRates', 'exchangeRates')(
      [{ ...HKG_RATE, effectiveDate: '2024-06-05' }],
      {
        token: t.tokens.fin01,
      },
    );
    expect(imported.body.data.errors).toEqual([expect.objectContaining({ field: 'officeCode' })]);
    expect(await countOf('exchange_rates')).toBe(before);
    const after = await t.call({ ...requestOf(API.exchangeRates.get, { params: { id: record.id } }), token: t.admin });
    expect(after.body.data).toEqual(record);
  });

  it('parties: customer service of SZX and finance of SHA and SZX read Hong Kong’s and change nothing of it', async () => {
    const body = { code: 'HKG-MATRIX', nameEn: 'Kowloon Matrix Ltd.', roles: ['CUSTOMER'], officeCode: 'HKG' };
    const record = (await t.call({ ...requestOf(API.parties.create, { body }), token: t.admin })).body.data;
    const { version } = record;
    const general = { nameEn: 'Taken over', roles: ['CUSTOMER'], officeCode: 'SZX', version };
    const cases: Record<keyof typeof API.parties, Case> = {
      list: { input: () => ({ query: { keyword: 'HKG-MATRIX' } }), outcome: 'readable' },
      export: { input: () => ({ query: { keyword: 'HKG-MATRIX' } }), outcome: 'readable' },
      lookup: { input: () => ({ query: { keyword: 'HKG-MATRIX' } }), outcome: 'readable' },
      get: { input: ({ id }) => ({ params: { id } }), outcome: 'readable' },
      create: { input: () => ({ body: { ...body, code: 'HKG-MATRIX-2' } }), outcome: 'refused' },
      update: { input: ({ id }) => ({ params: { id }, body: general }), outcome: 'refused' },
      credit: {
        input: ({ id }) => ({
          params: { id },
          body: { version, creditLimit: '1', blacklisted: true, blacklistReason: 'x' },
        }),
        outcome: 'refused',
      },
      remove: { input: ({ id }) => ({ params: { id }, query: { version } }), outcome: 'refused' },
      import: { input: () => ({}), outcome: 'rowRefused' },
    };
    // cs01 holds the parties' edit permission, fin01 the credit one; neither works in Hong Kong.
    for (const token of [t.tokens.cs01, t.tokens.fin01])
      for (const [key, route] of Object.entries(API.parties) as [keyof typeof API.parties, RouteDef][]) {
        if (cases[key].outcome === 'rowRefused') continue;
        await check(route, cases[key], record, token);
      }
    const before = await countOf('parties');
    const imported = await importerOf('sys/parties', 'parties')(
      [{ ...body, code: 'HKG-MATRIX-3', roles: 'CUSTOMER' }],
      {
        token: t.tokens.cs01,
      },
    );
    expect(imported.body.data.errors).toEqual([expect.objectContaining({ field: 'officeCode' })]);
    expect(await countOf('parties')).toBe(before);
    const after = await t.call({ ...requestOf(API.parties.get, { params: { id: record.id } }), token: t.admin });
    expect(after.body.data).toEqual(record);
  });
  it('job charges: an operator and finance user of Shanghai finds no Hong Kong job, by any charges route', async () => {
    const hk = await t.signIn('hk.ops');
    const created = await t.call({ ...requestOf(API.jobs.OE.card.create, { body: await jobInput(t) }), token: hk });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const record = created.body.data;
    const cost = {
      side: 'AP',
      chargeCode: 'OFR',
      displayName: 'Ocean Freight',
      partyId: record.customer,
      currency: 'USD',
      amount: '100',
      basis: 'WEIGHT',
      dueDate: '2099-02-10',
    };
    const onJob =
      (body?: object) =>
      ({ id }: { id: number }) => ({ params: { id }, ...(body ? { body } : {}) });
    const cases: Record<keyof typeof API.jobs.OE.charges, Case> = {
      get: { input: onJob(), outcome: 'notFound' },
      save: { input: onJob({ version: 0, lines: [] }), outcome: 'notFound' },
      schemePreview: { input: onJob({ schemeId: 1 }), outcome: 'notFound' },
      apportionPreview: { input: onJob(cost), outcome: 'notFound' },
      apportion: { input: onJob(cost), outcome: 'notFound' },
      review: { input: onJob({ version: 0, action: 'submit' }), outcome: 'notFound' },
      createInvoice: {
        input: onJob({ kind: 'INVOICE', lineIds: [1], invoiceDate: '2099-01-10' }),
        outcome: 'notFound',
      },
    };
    // scops holds the charges' permissions and the export jobs' (operator and finance), in Shanghai only.
    for (const [key, route] of Object.entries(API.jobs.OE.charges) as [keyof typeof API.jobs.OE.charges, RouteDef][])
      await check(route, cases[key], record, t.tokens.scops);
    const after = await t.call({ ...requestOf(API.jobs.OE.charges.get, { params: { id: record.id } }), token: hk });
    expect(after.body.data).toMatchObject({ version: 0, lines: [] });
  });
});

describe('office matrix: finance', () => {
  it('finance of Shanghai and Shenzhen finds no Hong Kong invoice, clearing or line, by any finance route', async () => {
    const hk = { [HEADERS.officeCode]: 'HKG' };
    const job = await openJob(t, t.admin, { officeCode: 'HKG' });
    const [billed, open] = await addLines(t, job.id, [
      { price: '100.00', checkStatus: 'CHECKED' },
      { price: '50.00', checkStatus: 'CHECKED' },
    ]);
    const asHk = (route: RouteDef, input: RouteInput) => {
      const request = requestOf(route, input);
      return t.call({ ...request, token: t.admin, headers: { ...request.headers, ...hk } });
    };
    const draft = await asHk(API.jobs.OE.charges.createInvoice, {
      params: { id: job.id },
      body: { kind: 'INVOICE', lineIds: [billed!.id], invoiceDate: '2099-01-15' },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const invoice = (
      await asHk(API.finance.confirmInvoice, { params: { id: draft.body.data.id }, body: { version: 1 } })
    ).body.data;
    const payment = {
      side: 'AR',
      partyId: invoice.partyId,
      currency: invoice.currency,
      clearedOn: '2099-02-01',
      items: [{ invoiceId: invoice.id, amount: '10.00' }],
    };
    const clearing = (await asHk(API.finance.createClearing, { body: payment })).body.data;
    const seen = await asHk(API.finance.invoice, { params: { id: invoice.id } });
    expect(seen.body.data).toMatchObject({ state: 'CONFIRMED', clearedAmount: '10.00' });

    const hkStatement = await asHk(API.finance.printStatement, { query: { partyId: invoice.partyId } });
    expect(hkStatement.status).toBe(200);
    const [hkPrint] = (await asHk(API.finance.statementPrints, { query: { partyId: invoice.partyId } })).body.data;
    expect(hkPrint).toMatchObject({ kind: 'STATEMENT' });

    const onInvoice = (body?: object) => () => ({ params: { id: invoice.id }, ...(body ? { body } : {}) });
    const list = (query: object) => () => ({ query });
    const byNo = { keyword: invoice.invoiceNo };
    const cases: Record<keyof typeof API.finance, Case & { of?: { id: number } }> = {
      invoices: { input: list(byNo), outcome: 'nothingOfIt' },
      exportInvoices: { input: list(byNo), outcome: 'nothingOfIt' },
      invoice: { input: onInvoice(), outcome: 'notFound' },
      printInvoice: { input: onInvoice(), outcome: 'notFound' },
      updateInvoice: {
        input: onInvoice({ version: seen.body.data.version, lineIds: [billed!.id], invoiceDate: '2099-01-16' }),
        outcome: 'notFound',
      },
      confirmInvoice: { input: onInvoice({ version: seen.body.data.version }), outcome: 'notFound' },
      cancelInvoice: { input: onInvoice({ version: seen.body.data.version }), outcome: 'notFound' },
      setTaxInvoiceNo: {
        input: onInvoice({ version: seen.body.data.version, taxInvoiceNo: '123' }),
        outcome: 'notFound',
      },
      deleteInvoice: { input: () => ({ params: { id: invoice.id }, query: { version: 1 } }), outcome: 'notFound' },
      openInvoices: {
        input: list({ partyId: invoice.partyId, side: 'AR', currency: invoice.currency }),
        outcome: 'nothingOfIt',
      },
      clearings: { input: list({ partyId: invoice.partyId }), outcome: 'nothingOfIt', of: clearing },
      createClearing: { input: () => ({ body: payment }), outcome: 'notFound' },
      reverseClearing: {
        input: () => ({ params: { id: clearing.id }, body: { version: clearing.version, reason: 'not ours' } }),
        outcome: 'notFound',
      },
      checkLines: { input: list({ checkStatus: 'CHECKED' }), outcome: 'nothingOfIt', of: open },
      checkAction: {
        input: () => ({ body: { action: 'uncheck', lines: [{ id: open!.id, version: 1 }] } }),
        outcome: 'notFound',
      },
      statement: { input: list({ partyId: invoice.partyId }), outcome: 'nothingOfIt' },
      // The printed statement is the statement above on paper (statement-print.ts reads it): a file
      // the harness does not read, answered as to any party.
      printStatement: { input: list({ partyId: invoice.partyId }), outcome: 'readable' },
      statementPrints: { input: list({ partyId: invoice.partyId }), outcome: 'nothingOfIt', of: hkPrint },
    };
    for (const [key, route] of Object.entries(API.finance) as [keyof typeof API.finance, RouteDef][])
      await check(route, cases[key], cases[key].of ?? invoice, t.tokens.fin01);
    expect((await asHk(API.finance.invoice, { params: { id: invoice.id } })).body.data).toEqual(seen.body.data);
  });
});
