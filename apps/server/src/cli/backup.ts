// npm run backup -- <file.tar.gz>: a consistent backup of the embedded database of the server that
// runs, taken through its API by an account holding /system/backup (docs/operations.md).
// APEX_URL (default http://127.0.0.1:$PORT), APEX_USER (default admin), APEX_PASSWORD.
import path from 'node:path';
import { downloadBackup } from '../features/backup/download-backup';

const [file] = process.argv.slice(2);
const password = process.env.APEX_PASSWORD;
if (!file || !password) {
  console.error(
    'usage: APEX_PASSWORD=… [APEX_USER=admin] [APEX_URL=http://127.0.0.1:8080] npm run backup -- <file.tar.gz>',
  );
  process.exit(2);
}
try {
  await downloadBackup(
    {
      url: process.env.APEX_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`,
      username: process.env.APEX_USER ?? 'admin',
      password,
    },
    path.resolve(file),
  );
  console.info(`backup written to ${file}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
