import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { words } from './columns';
import { jobs } from './jobs';
import { storedFiles } from './records';

/**
 * spec §3 eDoc: a file attached to a job, with its type and note. An eDoc is never edited, only
 * added and deleted, so it has no version; its file's name, size and type are the stored file's.
 * A job's deletion takes its eDocs and their files with it (deleteJob).
 */
export const jobEdocs = pgTable(
  'job_edocs',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    type: varchar('type', { length: 30 }).notNull(),
    note: words('note', 200),
    fileKey: varchar('file_key', { length: 64 })
      .notNull()
      .unique()
      .references(() => storedFiles.storageKey),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_edocs_job_idx').on(t.jobId, t.type)],
);
