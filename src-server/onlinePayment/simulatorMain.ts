// `npx tsx src-server/onlinePayment/simulatorMain.ts`: runs the online payment provider's sandbox for demos; point
// the server at it with POS_ONLINE_PAYMENT_URL.
import { startPaymentSimulator } from './simulator.js';

const sim = await startPaymentSimulator({ port: Number(process.env.POS_ONLINE_PAYMENT_SIM_PORT ?? 3398) });
console.log(`[pagamento-online-simulador] pronto em ${sim.url}`);
const stop = async () => {
  await sim.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
