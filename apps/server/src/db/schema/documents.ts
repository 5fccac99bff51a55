import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { jobHbls } from './bills';
import { words } from './columns';
import { invoices } from './finance';
import { jobs } from './jobs';
import { offices } from './organisation';
import { parties } from './parties';
import { reportTemplateVersions } from './report-templates';

/**
 * Every print of a job's document (issue 18): which document and variant, which layout (a report
 * template version, or null for the built-in one), who, when and why; an invoice or note of the job
 * too. The HB/L and invoice numbers are kept as printed, since the bill may be deleted later. An original HB/L is issued once: the first
 * original of an HB/L is the one row without `reprint`, which the unique index holds even when
 * two issues race. A statement of account is a party's paper, not a job's: its row names the party
 * and the office whose statement it was (another office's statement of the party is another paper).
 */
export const documentPrints = pgTable(
  'document_prints',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    partyId: integer('party_id').references(() => parties.id, { onDelete: 'cascade' }),
    officeCode: varchar('office_code', { length: 10 }).references(() => offices.officeCode),
    /** The day a statement's ages were counted to. */
    asOf: date('as_of'),
    hblId: integer('hbl_id').references(() => jobHbls.id, { onDelete: 'set null' }),
    hblNo: words('hbl_no', 40),
    kind: varchar('kind', { length: 30 }).notNull(),
    variant: varchar('variant', { length: 20 }),
    reprint: boolean('reprint').notNull().default(false),
    templateVersionId: integer('template_version_id').references(() => reportTemplateVersions.id, {
      onDelete: 'set null',
    }),
    /** The template version as people name it (`HBL-SH v2`), kept as printed: the version may be deleted later. */
    templateName: words('template_name', 64),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    invoiceNo: words('invoice_no', 18),
    printedBy: varchar('printed_by', { length: 64 }).notNull(),
    printedAt: timestamp('printed_at', { withTimezone: true }).notNull().defaultNow(),
    reason: words('reason', 200),
  },
  (t) => [
    index('document_prints_job_idx').on(t.jobId, t.printedAt),
    index('document_prints_party_idx').on(t.partyId, t.officeCode, t.printedAt),
    check(
      'document_prints_of_job_or_party',
      sql`(${t.jobId} is not null and ${t.partyId} is null and ${t.officeCode} is null)
        or (${t.jobId} is null and ${t.partyId} is not null and ${t.officeCode} is not null)`,
    ),
    uniqueIndex('document_prints_one_original').on(t.hblId).where(sql`${t.variant} = 'ORIGINAL' and not ${t.reprint}`),
  ],
);
