import { ENTITY_NAMES } from '@apex/shared';
import {
  AGING_BUCKET_CODES,
  agingBucketOf,
  type TAgingBucket,
  type TStatement,
  type ZStatementQuery,
} from '@apex/shared/finance';
import { addDecimals, utcToday } from '@apex/shared/format';
import type { z } from 'zod';
import { notFound } from '../../../platform/http/app-error';
import type { ServiceContext } from '../../../platform/service-context';
import { creditOf } from '../credit/credit';
import { findCreditTerms } from '../credit/queries';
import type { FinanceCaller } from '../finance-caller';
import { findStatementPage, findStatementTotals } from './queries';

type BucketTotals = Awaited<ReturnType<typeof findStatementTotals>>;

/** The totals per currency, every bucket present (0.00 where nothing is), and the currency's sum. */
function totalsByCurrency(rows: BucketTotals): TStatement['totals'] {
  const currencies = [...new Set(rows.map((row) => row.currency))];
  return currencies.map((currency) => {
    const buckets = Object.fromEntries(AGING_BUCKET_CODES.map((code) => [code, '0.00'])) as Record<
      TAgingBucket,
      string
    >;
    for (const row of rows.filter((r) => r.currency === currency))
      buckets[row.bucket as TAgingBucket] = addDecimals(row.amount, '0.00');
    return { currency, buckets, total: addDecimals('0.00', ...Object.values(buckets)) };
  });
}

/**
 * A party's statement of account in the session's office (issue 17): its confirmed invoices with
 * something outstanding, aged from their aging begin date to `asOf` in the 0–30, 31–60, 61–90 and
 * 90+ day buckets, the totals over all of them, and the party's credit.
 */
export async function getStatement(
  { db }: ServiceContext,
  query: z.output<typeof ZStatementQuery>,
  caller: FinanceCaller,
): Promise<TStatement> {
  const [party] = await findCreditTerms(db, [query.partyId], { limited: false });
  if (!party) throw notFound(ENTITY_NAMES.party, query.partyId);
  const asOf = query.asOf ?? utcToday();
  const scope = { officeCode: caller.officeCode, partyId: party.id, side: query.side, asOf };
  const [page, totals, credit] = await Promise.all([
    findStatementPage(db, { ...scope, page: query.page, pageSize: query.pageSize }),
    findStatementTotals(db, scope),
    creditOf(db, party.id),
  ]);
  return {
    party: { id: party.id, code: party.code, nameEn: party.name, nameCn: party.nameCn },
    asOf,
    credit: {
      limit: credit!.limit,
      currency: credit!.currency,
      exposure: credit!.exposure,
      overCredit: credit!.overCredit,
      blacklisted: credit!.blacklisted,
    },
    totals: totalsByCurrency(totals),
    rows: page.rows.map((row) => ({ ...row, bucket: agingBucketOf(row.days) })),
    total: page.total,
  };
}
