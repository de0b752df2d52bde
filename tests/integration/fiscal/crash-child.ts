// Child process of the crash test: emits a contingency NFC-e with the real service and dies by SIGKILL the moment
// the DANFE reaches the printer, i.e. after the number was taken and before anything was printed.
import { FiscalService } from '../../../src-main/fiscal/service.js';
import { variedSales } from '../../unit/fiscal/fixtures.js';

const [dir, mode, saleIndex] = process.argv.slice(2) as [string, 'emit' | 'reserve', string];
const service = new FiscalService({
  dir,
  verProc: 'BalcaoPDV 0.1.0',
  businessId: async () => null,
  print: async () => {
    process.kill(process.pid, 'SIGKILL');
  },
});
await service.start();
if (mode === 'reserve') {
  const cfg = service.currentConfig()!;
  const r = await service.numbering.reserve(cfg.business.cnpj, cfg.serie, 'crash-test', cfg.firstNumber);
  console.log(`took ${r.nNF}`);
  process.kill(process.pid, 'SIGKILL');
} else {
  await service.emitContingency(variedSales()[Number(saleIndex)]!);
}
console.log('not reached');
