// The business's fiscal data kept on the server (fiscal-config), from what the NFC-e screen typed: the same fields
// the terminal's NFC-e service takes (businessFiscal), so the server and the terminal hold one set of data.
import { ProductError } from '../../src-shared/api/index.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { businessFiscal, type TerminalFiscal } from './fiscalData.js';
import { serverApi } from './serverApi.js';

/** Updates the server's fiscal data, or creates it the first time. */
export async function saveFiscalOnServer(form: TerminalFiscal, cscToken: string, series: number): Promise<void> {
  const f = businessFiscal(form, cscToken);
  const body = { cnpj: f.cnpj, ie: f.ie, crt: f.crt, legalName: f.legalName, tradeName: f.tradeName ?? null, environment: f.environment, cscId: f.csc.id, cscToken: f.csc.token, series };
  const api = serverApi();
  try {
    await api.business.businessFiscalConfigUpdate({ body });
  } catch (err) {
    if (!(err instanceof ProductError) || err.status !== 404) throw err;
    await api.business.businessFiscalConfigCreate({ body: { id: newId(), ...body } });
  }
}

/** A refusal of the data itself (a field, the role): shown, and the terminal is not configured with it. */
export function refusedByServer(err: unknown): boolean {
  return err instanceof ProductError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 408;
}
