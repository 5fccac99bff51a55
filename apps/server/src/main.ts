import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { scheduleEmbeddedCheckpoints, scheduleEmbeddedVacuum, vacuumEmbedded } from './db/maintenance';
import { scheduleEdiInbox } from './features/tracking-edi/edi-inbox';
import { WEB_DIST_DIR } from './paths';
import { prepareDatabase } from './seed';

const config = loadConfig();
const webDist = config.webDist ?? WEB_DIST_DIR;
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: 'pglite', dataDir: config.dataDir },
);
const prepared = await prepareDatabase(database.db, config);
await vacuumEmbedded(database);
const app = await buildApp({ database, config: { ...config, webDist } });
if (prepared.created) app.log.info({ demoData: config.demoData }, 'new database prepared');
const stopVacuum = scheduleEmbeddedVacuum(database, config.pgliteVacuumHours, (error) =>
  app.log.error({ err: error }, 'vacuum of the embedded database failed'),
);
const stopCheckpoints = scheduleEmbeddedCheckpoints(database, config.pgliteCheckpointMinutes, (error) =>
  app.log.error({ err: error }, 'checkpoint of the embedded database failed'),
);
const { ediInboxDir } = config;
const stopEdiInbox = ediInboxDir
  ? scheduleEdiInbox({ db: database.db, config }, ediInboxDir, config.ediInboxSeconds, (error) =>
      app.log.error({ err: error }, 'scan of the EDI inbox failed'),
    )
  : () => {};

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  stopVacuum();
  stopCheckpoints();
  stopEdiInbox();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}; open http://localhost:${config.port}/`,
);
