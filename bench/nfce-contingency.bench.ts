// SEFAZ comes back after an outage: 1,000 NFC-e emitted in offline contingency (tpEmis 9) while it was out of
// service are transmitted by the terminal's queue as the product runs it (the fiscal service queues each note in
// the outbox, the outbox replays them to the real server, which sends each to the SEFAZ simulator at its normal
// speed: schema, signature and QR hash checked). Timed from SEFAZ answering again until every note is
// authorized. Target: under 60 s. `npm run bench -- nfce-contingency`
import { benchSale, startFiscalRig } from './fiscalRig.js';
import { target } from './targets.js';

const NOTES = Number(process.env.BENCH_NOTES ?? 1_000);
const lotSummary = (sizes: number[]) => (sizes.length ? `${sizes.length} lots, ${Math.min(...sizes)}–${Math.max(...sizes)} notes each` : 'none');
const rig = await startFiscalRig({ serie: 960 });
const t = rig.terminal;
try {
  // Out of service (503) while the sales are made: every note stays pending on the terminal.
  rig.sim.available = false;
  const emitStarted = performance.now();
  for (let i = 0; i < NOTES; i++) {
    const e = await t.call('fiscal.emit', { sale: benchSale(i) });
    if (e.record.tpEmis !== 9) throw new Error(`sale ${i} was not emitted in contingency`);
  }
  const emitMs = performance.now() - emitStarted;
  const pendingBefore = t.fiscal.list().filter((r) => r.status === 'pendente').length;

  rig.sim.available = true;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await t.call('fiscal.transmitPending', {});
  await t.call('sync.replayNow', {});
  let authorized = 0;
  const deadline = Date.now() + 600_000;
  for (;;) {
    authorized = t.fiscal.list().filter((r) => r.status === 'autorizada').length;
    if (authorized >= NOTES || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const ms = performance.now() - started;
  // The machine may be shared: the CPU this process spent (terminal, server and simulator all run in it).
  const cpu = process.cpuUsage(cpuBefore);
  const keys = t.fiscal.list().map((r) => r.key);
  const onceEach = keys.every((k) => rig.sim.received.filter((x) => x === k).length === 1);
  const rejected = t.fiscal.list().filter((r) => r.status === 'rejeitada').length;
  console.log(`NFC-e contingency (tpEmis 9): ${NOTES} notes emitted with SEFAZ out of service in ${(emitMs / 1000).toFixed(1)} s (${pendingBefore} pending)`);
  console.log(`  SEFAZ back: ${authorized} authorized in ${(ms / 1000).toFixed(1)} s (${((authorized / ms) * 1000).toFixed(1)} notes/s), ${rejected} rejected, each received once: ${onceEach}, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU in this process, lots of ${lotSummary(rig.sim.lotSizes)}`);
  target('contingency notes authorized', authorized, 'atLeast', NOTES, 'notes');
  target('contingency notes rejected', -rejected, 'atLeast', 0, 'notes');
  if (target('1,000 contingency notes transmitted', ms / 1000, 'below', 60, 's')) console.log(`OK: ${(ms / 1000).toFixed(1)} s < 60 s`);
} finally {
  await rig.close();
}
