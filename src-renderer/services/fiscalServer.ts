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

/** The A1 the server keeps to transmit to SEFAZ (configQueries.certificate): never its key. */
export interface ServerCertificate {
  cnpj: string;
  notAfter: string;
  updatedAt: string;
}

/** What the server keeps of the business's certificate; null when it keeps none. */
export async function serverCertificate(): Promise<ServerCertificate | null> {
  const setup = (await serverApi().business.gqlBusinessConfigQueries({}, 'certificate')) as { certificate: ServerCertificate | null };
  return setup.certificate;
}

/**
 * Sends the A1 to the server (the spec's certificateFile on fiscal-config, validated by the route's own schema),
 * which checks it and keeps it sealed. Straight to the server, never through the outbox: the outbox log is plain
 * JSON on disk and the .pfx password must not be kept in clear anywhere, so this step needs the server online.
 */
export async function sendCertificateToServer(pfxBase64: string, password: string): Promise<void> {
  await serverApi().business.businessFiscalConfigUpdate({ body: { certificateFile: pfxBase64, certificatePassword: password } });
}

/** The call never reached the server (no answer at all), as opposed to a refusal the server answered. */
export function serverUnreachable(err: unknown): boolean {
  if (!(err instanceof ProductError) || err.status !== 500) return false;
  const cause = err.cause as { isAxiosError?: boolean; response?: unknown } | undefined;
  return cause?.isAxiosError === true && cause.response === undefined;
}

/** A refusal of the data itself (a field, the role): shown, and the terminal is not configured with it. */
export function refusedByServer(err: unknown): boolean {
  return err instanceof ProductError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 408;
}
