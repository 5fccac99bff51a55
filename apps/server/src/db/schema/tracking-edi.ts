import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { words } from './columns';

/**
 * Every carrier EDI status message received (issue 20), read or not: the raw text as it came, what
 * it was, whether it was read and why not, how many events it gave. A failed one is kept so that
 * the sender's mistake can be shown to them.
 */
export const ediMessages = pgTable(
  'edi_messages',
  {
    id: serial('id').primaryKey(),
    /** X12_315 or IFTSTA; null when the text was neither. */
    format: varchar('format', { length: 10 }),
    status: varchar('status', { length: 8 }).notNull(),
    raw: text('raw').notNull(),
    error: text('error'),
    eventCount: integer('event_count').notNull().default(0),
    /** The account that posted it, or the inbox folder's scanner. */
    receivedBy: varchar('received_by', { length: 64 }).notNull(),
    /** The inbox file it came in, blank for a posted message. */
    fileName: words('file_name', 255),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Looking into the log is by time, the failures first.
    index('edi_messages_status_received_idx').on(t.status, t.receivedAt.desc()),
    check('edi_messages_status', sql`${t.status} in ('parsed', 'failed')`),
    check('edi_messages_failed_has_error', sql`${t.status} = 'parsed' or ${t.error} is not null`),
  ],
);
