// npm run restore -- <file.tar.gz> [data directory]: with the server stopped, unpacks a backup into an
// empty data directory (default DATA_DIR) and opens it once (docs/operations.md).
import path from 'node:path';
import { loadConfig } from '../config';
import { restoreBackup } from '../features/backup/archive';

const [file, dataDir = loadConfig().dataDir] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run restore -- <file.tar.gz> [data directory]');
  process.exit(2);
}
try {
  await restoreBackup(path.resolve(file), path.resolve(dataDir));
  console.info(`restored into ${dataDir}; start the server with DATA_DIR=${dataDir}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
