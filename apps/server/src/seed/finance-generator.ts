import type { TChargeUnit } from '@apex/shared/master';
import { type DbOrTx, sql } from '../db/client';

/**
 * The money of generated jobs (issue 17), set-based like the jobs themselves (job-generator.ts): the
 * demo data, and the million jobs of the benchmarks. Every job but a cancelled one or a consolidation
 * holding sub-jobs (spec §5: it holds no charges) gets six lines, three charges and three costs, in
 * USD and the office's currency; the further its dates, the further its money: submitted and checked
 * lines, draft and confirmed invoices and vendor bills, payments in part and in full. The figures
 * are the charges part's (lineAmount, lineTax, convertAmount: rounded half away from zero, as
 * PostgreSQL's round), and the jobs' money status is what refreshJobMoney works out
 * (seed/finance-generator.test.ts holds the two together).
 */
export async function insertGeneratedFinance(db: DbOrTx, createdBy: string) {
  // Statistics of the rows just written: without them the planner takes each table for empty and
  // joins thousands of rows by nested loops (PGlite has no autovacuum to gather them).
  await db.execute(sql`analyze jobs`);
  await insertMonthlyRates(db, createdBy);
  await insertGeneratedLinesAndInvoices(db, createdBy);
  await db.execute(sql`analyze job_charges, invoices`);
  await insertGeneratedClearings(db, createdBy);
  await advanceInvoiceCounters(db, createdBy);
  await settleGeneratedJobs(db, createdBy);
}

/** One unit of each currency in CNY, the level the monthly rates move around. */
const RATE_LEVELS = { CNY: '1', USD: '7.10', EUR: '7.70', HKD: '0.912' } as const;

/**
 * A rate on the first of every month the generated jobs' dates reach, for each office from USD,
 * EUR and CNY or HKD to its local currency: what the office's finance keeps, so every line finds
 * the rate of its job's rate date. A rate an office already has for the day stays.
 */
async function insertMonthlyRates(db: DbOrTx, createdBy: string) {
  const levels = Object.entries(RATE_LEVELS).map(([currency, level]) => sql`(${currency}, ${level}::numeric)`);
  await db.execute(sql`
    with levels(currency, level) as (values ${sql.join(levels, sql`, `)}),
      span as (select date_trunc('month', min(least(etd, eta)))::date as first from jobs where created_by = ${createdBy}),
      months as (select m::date as day, row_number() over (order by m) as k
                 from span, generate_series(span.first, date_trunc('month', current_date), interval '1 month') m)
    insert into exchange_rates (office_code, from_currency, to_currency, rate, effective_date, created_by, updated_by)
    select o.office_code, f.currency, o.local_currency,
           round(f.level / t.level * (1 + 0.006 * sin(m.k + ascii(o.office_code)))::numeric, 8), m.day,
           ${createdBy}, ${createdBy}
    from offices o
    join levels t on t.currency = o.local_currency
    join levels f on f.currency <> o.local_currency
      and (f.currency in ('USD', 'EUR') or f.currency = case o.local_currency when 'CNY' then 'HKD' else 'CNY' end)
    cross join months m
    where o.enabled
    on conflict (office_code, from_currency, to_currency, effective_date) do nothing`);
}

type Payee = 'customer' | 'agent' | 'carrier' | 'trucker' | 'broker' | 'warehouse';
/**
 * A line of each job: per container for a job with containers, else per CBM (`byVolume` price),
 * or once per B/L or shipment. Prices vary a little from job to job.
 */
type PlannedLine = [
  jobType: 'OE' | 'OI',
  lineNo: number,
  side: 'AR' | 'AP',
  code: string,
  currency: 'USD' | 'CNY',
  unit: TChargeUnit,
  price: number,
  byVolume: number | null,
  taxRate: number | null,
  ppCc: 'PP' | 'CC',
  payee: Payee,
];
const PLAN: readonly PlannedLine[] = [
  ['OE', 1, 'AR', 'OFR', 'USD', 'CNTR', 2150, 48, null, 'PP', 'customer'],
  ['OE', 2, 'AR', 'THC', 'CNY', 'CNTR', 1280, 95, null, 'PP', 'customer'],
  ['OE', 3, 'AR', 'DOC', 'CNY', 'BL', 500, null, 6, 'PP', 'customer'],
  ['OE', 4, 'AP', 'OFR', 'USD', 'CNTR', 1880, 40, null, 'PP', 'carrier'],
  ['OE', 5, 'AP', 'TRK', 'CNY', 'CNTR', 850, 60, 9, 'PP', 'trucker'],
  ['OE', 6, 'AP', 'CUS', 'CNY', 'SHPT', 280, null, 6, 'PP', 'broker'],
  ['OI', 1, 'AR', 'DO', 'CNY', 'BL', 450, null, 6, 'PP', 'customer'],
  ['OI', 2, 'AR', 'DTHC', 'CNY', 'CNTR', 1150, 95, null, 'PP', 'customer'],
  ['OI', 3, 'AR', 'CUS', 'CNY', 'SHPT', 350, null, 6, 'PP', 'customer'],
  ['OI', 4, 'AR', 'OFR', 'USD', 'CNTR', 1650, 42, null, 'CC', 'customer'],
  ['OI', 5, 'AP', 'OFR', 'USD', 'CNTR', 1480, 36, null, 'CC', 'agent'],
  ['OI', 6, 'AP', 'WHS', 'CNY', 'CBM', 40, 40, null, 'PP', 'warehouse'],
];

const planValues = sql.join(
  PLAN.map(
    ([jobType, lineNo, side, code, currency, unit, price, byVolume, taxRate, ppCc, payee]) =>
      sql`(${jobType}, ${lineNo}::int, ${side}, ${code}, ${currency}, ${unit}, ${price}::numeric, ${byVolume}::numeric,
           ${taxRate}::numeric, ${ppCc}, ${payee})`,
  ),
  sql`, `,
);

/**
 * Six lines per job, worked out. The job's money moves on with its dates: an open job's lines are
 * unchecked, a confirmed job's partly submitted, a sailed job's checked (a quarter still checking),
 * an arrived or completed job's all checked.
 */
const figuredLines = (createdBy: string) => sql`
  plan(job_type, line_no, side, code, currency, unit, price, by_volume, tax_rate, pp_cc, payee) as (values ${planValues}),
  payees as (
    select
      (select array_agg(id order by id) from parties where 'TRUCKER' = any(roles)) as truckers,
      (select array_agg(id order by id) from parties where 'BROKER' = any(roles)) as brokers,
      (select array_agg(id order by id) from parties where 'WAREHOUSE' = any(roles)) as warehouses,
      (select array_agg(id order by id) from parties where 'CARRIER' = any(roles)) as carriers),
  job as (
    select j.id, j.job_type, j.job_status, j.office_code, j.customer_id, j.overseas_agent_id, o.local_currency,
           o.company_id, case j.job_type when 'OE' then j.etd else j.eta end as rate_date,
           coalesce(nullif(split_part(j.container_type_qty, 'x', 1), '')::int, 0) as containers,
           greatest(round(j.volume_cbm, 2), 1) as cbm,
           (select p.id from carriers c join parties p on p.code = c.scac || '-CN' where c.id = j.carrier_id) as carrier_party,
           (j.id::bigint * 7919 % 1000)::int as r
    from jobs j join offices o on o.office_code = j.office_code
    where j.created_by = ${createdBy} and j.job_status <> 'CANCELLED'
      and not exists (select 1 from jobs s where s.master_job_id = j.id)),
  line as (
    select j.*, p.line_no, p.side, p.code, p.currency, p.unit, p.price, p.by_volume, p.tax_rate, p.pp_cc, p.payee,
      case when p.unit = 'CNTR' and j.containers = 0 then 'CBM' else p.unit end as line_unit,
      case when p.unit = 'CNTR' and j.containers > 0 then j.containers::numeric
           when p.unit in ('CNTR', 'CBM') then j.cbm else 1 end as num,
      round(case when p.unit = 'CNTR' and j.containers = 0 then p.by_volume else p.price end
            * (case p.side when 'AR' then 95 + j.r % 16 else 90 + (j.r / 7) % 24 end) / 100, 2) as unit_price,
      case p.payee when 'customer' then j.customer_id when 'agent' then j.overseas_agent_id
        when 'carrier' then coalesce(j.carrier_party, y.carriers[1 + j.r % cardinality(y.carriers)])
        when 'trucker' then y.truckers[1 + j.r % cardinality(y.truckers)]
        when 'broker' then y.brokers[1 + j.r % cardinality(y.brokers)]
        else y.warehouses[1 + j.r % cardinality(y.warehouses)] end as party_id
    from job j join plan p on p.job_type = j.job_type cross join payees y),
  rated as (
    select l.*, round(l.unit_price * l.num, 2) as amount,
      coalesce(round(round(l.unit_price * l.num, 2) * l.tax_rate / 100, 2), 0) as tax,
      case when l.currency = l.local_currency then 1 else
        (select e.rate from exchange_rates e where e.office_code = l.office_code
           and e.from_currency = l.currency and e.to_currency = l.local_currency and e.effective_date <= l.rate_date
         order by e.effective_date desc limit 1) end as exchange_rate,
      case when l.job_status in ('ARRIVED', 'COMPLETED') then 'CHECKED'
           when l.job_status = 'DEPARTED' then case when l.r % 4 = 0 then 'CHECKING' else 'CHECKED' end
           when l.job_status = 'CONFIRMED' and l.r % 2 = 0 then 'CHECKING' else 'UNCHECKED' end as check_status
    from line l where l.party_id is not null),
  figured as (select * from rated where exchange_rate is not null)`;

/**
 * The lines of one party and currency of a side go on one invoice (AR) or vendor bill (AP). A
 * completed job's are all confirmed; an arrived job's charges, and half its costs; a sailed job's
 * charges in CNY mostly, in USD a third of the time (a third more are drafts); a few confirmed
 * jobs have a draft. Confirmed ones are numbered by the office's INV rule, month by month.
 */
const plannedInvoices = sql`
  grouped as (
    select f.id as job_id, f.side, f.party_id, f.currency, f.office_code, f.job_type, f.job_status, f.r,
           min(f.rate_date) as job_date, bool_and(f.check_status = 'CHECKED') as checked,
           sum(f.amount) as amount_total, sum(f.tax) as tax_total, sum(f.amount + f.tax) as gross_total,
           sum(round((f.amount + f.tax) * f.exchange_rate, 2)) as local_gross
    from figured f
    group by f.id, f.side, f.party_id, f.currency, f.office_code, f.job_type, f.job_status, f.r),
  staged as (
    select g.*,
      case
        when g.job_status = 'COMPLETED' and g.checked then 'CONFIRMED'
        when g.job_status = 'ARRIVED' and g.checked and (g.side = 'AR' or g.r % 2 = 0) then 'CONFIRMED'
        when g.job_status = 'DEPARTED' and g.side = 'AR' and g.checked
          and (g.currency = 'CNY' and g.r % 3 <> 2 or g.currency <> 'CNY' and g.r % 3 = 0) then 'CONFIRMED'
        when g.job_status = 'DEPARTED' and g.side = 'AR' and g.currency <> 'CNY' and g.r % 3 = 1 then 'DRAFT'
        when g.job_status = 'CONFIRMED' and g.side = 'AR' and g.currency = 'CNY' and g.r % 6 = 0 then 'DRAFT'
      end as state,
      least(current_date, g.job_date + case g.side when 'AR' then 2 else 5 end) as invoice_date
    from grouped g),
  numbered as (
    select s.*, ru.prefix, ru.seq_width, least(current_date, s.invoice_date + 20) as cleared_on,
      case when s.state <> 'CONFIRMED' or s.gross_total <= 0 then 0
           when s.job_status = 'COMPLETED' and (s.side = 'AR' and s.r % 5 <> 0 or s.side = 'AP' and s.r % 3 <> 0)
             then s.gross_total
           when s.job_status = 'COMPLETED' and s.side = 'AR' or s.job_status = 'ARRIVED' and s.side = 'AR' and s.r % 4 = 0
             then round(s.gross_total * 0.4, 2)
           else 0 end as paid,
      -- After the numbers the rule has given in the month (a second generation, or invoices confirmed since).
      coalesce(c.last_seq, 0) + row_number() over (partition by ru.id, to_char(s.invoice_date, 'YYYYMM'), s.state
                         order by s.invoice_date, s.job_id, s.side, s.party_id, s.currency) as seq
    from staged s
    join offices o on o.office_code = s.office_code
    left join job_number_rules ru on ru.office_id = o.id and ru.kind = 'INV' and ru.job_type = s.job_type
    left join job_number_counters c on c.rule_id = ru.id and c.period = to_char(s.invoice_date, 'YYYYMM')
    where s.state is not null)`;

/** The lines and their invoices in one statement: the invoices first, so each line is written once, on its invoice. */
async function insertGeneratedLinesAndInvoices(db: DbOrTx, createdBy: string) {
  await db.execute(sql`
    with ${figuredLines(createdBy)}, ${plannedInvoices},
      invoiced as (
        insert into invoices (
          office_code, job_id, kind, side, state, invoice_no, party_id, currency, invoice_date, due_date,
          aging_begin_date, vendor_invoice_no, amount_total, tax_total, gross_total, cleared_amount, local_gross,
          local_currency, confirmed_by, confirmed_at, created_by, updated_by, created_at, updated_at)
        select n.office_code, n.job_id, case n.side when 'AR' then 'INVOICE' else 'VENDOR_BILL' end, n.side, n.state,
               case when n.state = 'CONFIRMED' then n.prefix || to_char(n.invoice_date, 'YYMM')
                 || lpad(n.seq::text, n.seq_width, '0') end,
               n.party_id, n.currency, n.invoice_date, n.invoice_date + p.credit_days, n.invoice_date,
               case n.side when 'AP' then 'VB' || lpad(((n.job_id::bigint * 104729) % 100000000)::text, 8, '0') else '' end,
               n.amount_total, n.tax_total, n.gross_total, n.paid, n.local_gross, o.local_currency,
               case when n.state = 'CONFIRMED' then 'fin01' else '' end,
               case when n.state = 'CONFIRMED' then n.invoice_date + time '11:00' end,
               ${createdBy}, ${createdBy}, n.invoice_date + time '10:00', n.invoice_date + time '11:00'
        from numbered n join parties p on p.id = n.party_id join offices o on o.office_code = n.office_code
        where n.state = 'DRAFT' or n.prefix <> ''
        returning id, job_id, side, party_id, currency, vendor_invoice_no, cleared_amount,
          least(current_date, invoice_date + 20) as cleared_on),
      -- Each line's share of its invoice's payment: first lines first (clearing/line-clearing.ts).
      ordered as (
        select f.*, f.amount + f.tax as gross,
               sum(f.amount + f.tax) over (partition by f.id, f.side, f.party_id, f.currency order by f.line_no
                 rows between unbounded preceding and current row) - (f.amount + f.tax) as before
        from figured f)
    insert into job_charges (
      job_id, line_no, side, charge_code_id, display_name, party_id, currency, pp_cc, unit, num, price, amount,
      exchange_rate, rate_date, local_amount, source_currency, source_price, source_amount, due_date,
      tax_type, tax_rate, tax_amount, not_taxed_amount, branch_company_id, vendor_invoice_no, invoice_id,
      cleared_amount, cleared_date, check_status, checked_by, checked_at, company_type, created_by, updated_by,
      created_at, updated_at)
    select f.id, f.line_no, f.side, c.id, c.name_en, f.party_id, f.currency, f.pp_cc, f.line_unit, f.num, f.unit_price,
           f.amount, f.exchange_rate, case when f.currency = f.local_currency then null else f.rate_date end,
           round(f.amount * f.exchange_rate, 2), f.currency, f.unit_price, f.amount, f.rate_date + 30,
           case when f.tax_rate is null then null else 'VAT_GENERAL' end, f.tax_rate, f.tax, f.amount,
           case when f.tax_rate is null then null else f.company_id end, coalesce(v.vendor_invoice_no, ''), v.id,
           least(f.gross, greatest(coalesce(v.cleared_amount, 0) - f.before, 0)),
           case when v.cleared_amount > 0 and v.cleared_amount - f.before >= f.gross then v.cleared_on end,
           f.check_status, case when f.check_status = 'CHECKED' then 'fin01' else '' end,
           case when f.check_status = 'CHECKED' then f.rate_date + time '10:00' end,
           'XC', ${createdBy}, ${createdBy}, f.rate_date - 3 + time '09:00', f.rate_date - 3 + time '09:00'
    from ordered f
    join charge_codes c on c.code = f.code
    left join invoiced v on v.job_id = f.id and v.side = f.side and v.party_id = f.party_id and v.currency = f.currency`);
}

/**
 * Payments of the confirmed invoices, as the invoices were written with them: a completed job's
 * charges paid in full (one in five in part), its costs two times in three; an arrived job's
 * charges in part one time in four. One clearing per invoice, by bank transfer.
 */
async function insertGeneratedClearings(db: DbOrTx, createdBy: string) {
  await db.execute(sql`
    with
      paid as (
        select id, office_code, side, party_id, currency, invoice_no, cleared_amount,
               least(current_date, invoice_date + 20) as cleared_on
        from invoices where created_by = ${createdBy} and cleared_amount <> 0),
      cleared as (
        insert into clearings (office_code, kind, side, party_id, currency, amount, cleared_on, bank_reference,
                               created_by, updated_by, created_at, updated_at)
        select office_code, 'PAYMENT', side, party_id, currency, cleared_amount, cleared_on, 'TT ' || invoice_no,
               ${createdBy}, ${createdBy}, cleared_on + time '15:00', cleared_on + time '15:00'
        from paid
        returning id, bank_reference)
    insert into clearing_items (clearing_id, invoice_id, amount)
    select c.id, p.id, p.cleared_amount from cleared c join paid p on 'TT ' || p.invoice_no = c.bank_reference`);
}

/** The INV rules' counters moved past every invoice no given, so a confirmation later continues the sequence. */
async function advanceInvoiceCounters(db: DbOrTx, createdBy: string) {
  await db.execute(sql`
    insert into job_number_counters (rule_id, period, last_seq)
    select r.id, to_char(i.invoice_date, 'YYYYMM'), max(right(i.invoice_no, r.seq_width)::int)
    from invoices i
    join jobs j on j.id = i.job_id
    join offices o on o.office_code = i.office_code
    join job_number_rules r on r.office_id = o.id and r.kind = 'INV' and r.job_type = j.job_type
    where i.created_by = ${createdBy} and i.invoice_no is not null and r.reset_period = 'MONTHLY'
    group by r.id, to_char(i.invoice_date, 'YYYYMM')
    on conflict (rule_id, period) do update set last_seq = greatest(job_number_counters.last_seq, excluded.last_seq)`);
}

/**
 * The generated jobs' money status and profit, as refreshJobMoney (features/jobs/charges/job-money.ts)
 * works them out one job at a time, here for all of them at once; a job without lines has none.
 */
async function settleGeneratedJobs(db: DbOrTx, createdBy: string) {
  await db.execute(sql`
    with money as (
      select l.job_id,
        count(*) filter (where l.side = 'AR') as ar,
        count(*) filter (where l.side = 'AP') as ap,
        count(*) as lines,
        count(*) filter (where l.side = 'AR' and i.state = 'CONFIRMED') as billed,
        count(*) filter (where i.state = 'CONFIRMED' and i.cleared_amount = i.gross_total) as closed,
        bool_or(coalesce(i.cleared_amount <> 0, false)) as part_cleared,
        count(*) filter (where l.side = 'AR' and l.check_status = 'CHECKED') as ar_checked,
        count(*) filter (where l.side = 'AR' and l.check_status = 'UNCHECKED') as ar_unchecked,
        count(*) filter (where l.side = 'AP' and l.check_status = 'CHECKED') as ap_checked,
        count(*) filter (where l.side = 'AP' and l.check_status = 'UNCHECKED') as ap_unchecked,
        coalesce(sum(l.local_amount) filter (where l.side = 'AR'), 0) as ar_local,
        coalesce(sum(l.local_amount) filter (where l.side = 'AP'), 0) as ap_local
      from job_charges l left join invoices i on i.id = l.invoice_id
      where l.created_by = ${createdBy}
      group by l.job_id)
    update jobs j set
      invoice_status = case when coalesce(m.ar, 0) = 0 then 'NO_CHARGES' when m.billed = 0 then 'UNBILLED'
                            when m.billed = m.ar then 'BILLED' else 'PART_BILLED' end,
      close_status = case when coalesce(m.ap, 0) = 0 then 'NO_COST' when m.closed = m.lines then 'CLOSED'
                          when m.closed > 0 or m.part_cleared then 'PARTIAL_CLOSE' else 'NOT_CLOSED' end,
      ar_check_status = case when m.ar > 0 and m.ar_checked = m.ar then 'CHECKED'
                             when coalesce(m.ar_unchecked, 0) = coalesce(m.ar, 0) then 'UNCHECKED' else 'CHECKING' end,
      ap_check_status = case when m.ap > 0 and m.ap_checked = m.ap then 'CHECKED'
                             when coalesce(m.ap_unchecked, 0) = coalesce(m.ap, 0) then 'UNCHECKED' else 'CHECKING' end,
      ar_local = coalesce(m.ar_local, 0),
      ap_local = coalesce(m.ap_local, 0),
      profit_local = coalesce(m.ar_local - m.ap_local, 0),
      margin_pct = case when coalesce(m.ar_local, 0) = 0 then null
                        else round((m.ar_local - m.ap_local) * 100 / m.ar_local, 2) end
    from jobs x left join money m on m.job_id = x.id
    where j.id = x.id and x.created_by = ${createdBy}`);
}
