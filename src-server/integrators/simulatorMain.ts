// `npx tsx src-server/integrators/simulatorMain.ts`: runs the delivery-marketplace simulator for demos; point the
// server at it with POS_INTEGRATORS_URL.
import { startIntegratorsSimulator } from './simulator.js';

const sim = await startIntegratorsSimulator({ port: Number(process.env.POS_INTEGRATORS_SIM_PORT ?? 3398) });
console.log(`[marketplaces-simulador] pronto em ${sim.url}`);
const stop = async () => {
  await sim.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
