import { startCarrierSim } from './sim-server';

// `npm run carrier-sim`: CARRIER_SIM_PORT (8090), CARRIER_SIM_SPEED (virtual ms per real ms, 1).
const sim = await startCarrierSim({
  port: Number(process.env.CARRIER_SIM_PORT ?? 8090),
  host: process.env.CARRIER_SIM_HOST ?? '127.0.0.1',
  speed: Number(process.env.CARRIER_SIM_SPEED ?? 1),
  log: (line) => console.info(line),
});
console.info(
  `carrier simulator (DCSA T&T 2.2) at ${sim.url}; point the server at it with TRACKING_SIMULATOR_URL=${sim.url}`,
);
const stop = () => void sim.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
