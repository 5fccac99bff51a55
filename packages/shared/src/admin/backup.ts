import { defineRoute, FILE_RESPONSE, needs } from '../api/route';

export const backupRoutes = {
  download: defineRoute({
    method: 'GET',
    path: '/system/backup',
    access: needs('/system/backup'),
    summary:
      'A consistent copy of the embedded database’s data directory, as .tar.gz, taken while the server runs (npm run backup calls it; PostgreSQL is backed up with pg_dump)',
    tag: 'system',
    response: FILE_RESPONSE,
  }),
};
