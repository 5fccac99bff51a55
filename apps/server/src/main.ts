import { startCarrierSim } from '@apex/carrier-sim';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { scheduleEmbeddedCheckpoints, scheduleEmbeddedVacuum, vacuumEmbedded } from './db/maintenance';
import { startTrackingJobs } from './features/tracking/tracking-jobs';
import { WEB_DIST_DIR } from './paths';
import { prepareDatabase } from './seed';
import { trackDemoShipments } from './seed/demo-tracking';

const loaded = loadConfig();
// The demo's carriers are the simulator's (docs/tracking.md), started here so `npm start` has them.
const simulator = loaded.tracking.embeddedSimulator
  ? await startCarrierSim({ ...loaded.tracking.embeddedSimulator, host: '127.0.0.1' })
  : null;
const config = simulator ? { ...loaded, tracking: { ...loaded.tracking, simulatorUrl: simulator.url } } : loaded;
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
if (simulator) {
  app.log.info(`carrier simulator (DCSA Track & Trace) at ${simulator.url}`);
  await trackDemoShipments(database.db, simulator.url, (line) => app.log.info(line));
}
// The background jobs (tracking subscriptions, polls, callback retries, the EDI inbox) run in the app's own database.
const jobRunner = config.jobRunner
  ? await startTrackingJobs(database, { db: database.db, config }, (error) =>
      app.log.error({ err: error }, 'background job failed'),
    )
  : null;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  stopVacuum();
  stopCheckpoints();
  await jobRunner?.stop();
  await app.close();
  await simulator?.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}; open http://localhost:${config.port}/`,
);
