import { finished } from 'node:stream';
import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import { backupFileName, packBackup } from './archive';

/** The embedded database's backup, streamed from a copy taken while statements wait (db/embedded-snapshot.ts). */
export function registerBackupRoutes(app: FastifyInstance, database: Pick<Database, 'snapshot'>) {
  implement(app, API.backup.download, async ({ req, reply }) => {
    if (!database.snapshot) throw new AppError(409, 'backup.unavailable');
    const snapshot = await database.snapshot();
    const archive = packBackup(snapshot.dir);
    finished(archive, (error) => {
      if (error) req.log.error({ err: error }, 'backup stopped before its end');
      void snapshot.remove();
    });
    return sendFile(reply, { fileName: backupFileName(new Date()), contentType: 'application/gzip', content: archive });
  });
}
