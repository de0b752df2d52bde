// `npx tsx src-server/fiscal/simulatorMain.ts`: runs the SEFAZ homologation simulator for demos; point the server
// at it with POS_SEFAZ_NFCE_URL.
import { startSefazSimulator } from './simulator.js';

const sim = await startSefazSimulator({ port: Number(process.env.POS_SEFAZ_SIM_PORT ?? 3399) });
console.log(`[sefaz-simulador] homologação pronta em ${sim.url}`);
const stop = async () => {
  await sim.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
