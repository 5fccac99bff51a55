import type { TPrintRecord } from '@apex/shared/documents';
import type { TStatement, ZStatementPrintQuery, ZStatementPrintsQuery } from '@apex/shared/finance';
import type { z } from 'zod';
import type { DownloadFile } from '../../../platform/http/file-reply';
import type { FileReader } from '../../../platform/http/locale';
import type { ServiceContext } from '../../../platform/service-context';
import type { FinanceCaller } from '../../finance/finance-caller';
import { getStatement } from '../../finance/statement/statement';
import { toPrintRecord } from '../prints';
import { findPartyPrints, insertPrint } from '../queries';
import { pdfFile, printedAt } from './print-file';
import { findIssuer, findPartyAddress } from './queries';
import { drawStatement } from './statement-document';

const PAGE_SIZE = 200;
/** A statement longer than this many open invoices is a matter for the Excel export, not for paper. */
const MAX_PAGES = 50;

/** Every open invoice of the statement, page after page as the screen reads them. */
async function wholeStatement(
  ctx: ServiceContext,
  query: z.output<typeof ZStatementPrintQuery>,
  caller: FinanceCaller,
): Promise<TStatement> {
  const first = await getStatement(ctx, { ...query, page: 1, pageSize: PAGE_SIZE }, caller);
  const pages = Math.min(MAX_PAGES, Math.ceil(first.total / PAGE_SIZE));
  for (let page = 2; page <= pages; page++)
    first.rows.push(...(await getStatement(ctx, { ...query, page, pageSize: PAGE_SIZE }, caller)).rows);
  return first;
}

/** A party's statement of the session's office as a PDF, recorded in the party's print history of that office. */
export async function printStatement(
  ctx: ServiceContext,
  {
    query,
    caller,
    reader,
  }: { query: z.output<typeof ZStatementPrintQuery>; caller: FinanceCaller; reader: FileReader },
): Promise<DownloadFile> {
  const statement = await wholeStatement(ctx, query, caller);
  await insertPrint(ctx.db, {
    partyId: statement.party.id,
    officeCode: caller.officeCode,
    kind: 'STATEMENT',
    variant: query.side,
    asOf: statement.asOf,
    printedBy: caller.account,
  });
  const [issuer, party] = await Promise.all([
    findIssuer(ctx.db, caller.officeCode),
    findPartyAddress(ctx.db, statement.party.id),
  ]);
  return pdfFile(
    `STATEMENT-${statement.party.code}-${statement.asOf}.pdf`,
    reader,
    (doc) => ({ footer: `${statement.party.code} · ${printedAt(doc, reader.timeZone)}` }),
    (doc) => drawStatement(doc, { statement, issuer, party }),
  );
}

/** Who printed the party's statements of the session's office, newest first. */
export async function getStatementPrints(
  { db }: ServiceContext,
  query: z.output<typeof ZStatementPrintsQuery>,
  caller: FinanceCaller,
): Promise<TPrintRecord[]> {
  return (await findPartyPrints(db, { partyId: query.partyId, officeCode: caller.officeCode })).map(toPrintRecord);
}
