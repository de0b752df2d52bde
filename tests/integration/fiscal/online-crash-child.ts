// Child process of the online crash test: emits one NFC-e online with the real service; the test kills it by
// SIGKILL while SEFAZ holds its answer, i.e. after the request left and before the answer arrived.
import { FiscalService } from '../../../src-main/fiscal/service.js';
import type { FiscalSale } from '../../../src-shared/fiscal/types.js';

const [dir, saleJson] = process.argv.slice(2) as [string, string];
const service = new FiscalService({ dir, verProc: 'BalcaoPDV 0.1.0', businessId: async () => null, print: async () => undefined });
await service.start();
await service.emit(JSON.parse(saleJson) as FiscalSale);
console.log('not reached');
