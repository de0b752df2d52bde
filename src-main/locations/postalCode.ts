// The CEP lookup for the delivery address: the typed client's rule (GET on the configured public service,
// 2000 ms timeout, 'CEP is required', 'CEP not found'), answered to the renderer in Portuguese. Without a
// configured service, or with the service away, the cashier types the address.
import { createApi, type Api } from '../../src-shared/api/registry.js';
import { lookupPostalCode } from '../../src-shared/api/rules/postalCode.js';
import { apiMessages } from '../../src-shared/i18n/api.js';
import { locationsMessages as m } from '../../src-shared/i18n/locations.js';
import { BridgeError } from '../../src-shared/bridge/protocol.js';
import type { CommandRouter } from '../../src-shared/bridge/router.js';
import type { PostalCodeAddress } from '../../src-shared/bridge/areas/locations.js';

export interface PostalCodeOptions {
  /** The public CEP service's base URL; the CEP's 8 digits are appended (`<url>/01310100`). */
  url: string | null;
}

export function postalCodeUrlFrom(env: NodeJS.ProcessEnv): string | null {
  return env.POS_POSTAL_CODE_URL?.trim() || null;
}

function apiFor(url: string): Api {
  // The lookup is a public, external call: no session, token or business goes with it.
  return createApi({ session: { context: 'admin', project: 'pdv', environment: 'local' }, baseUrls: { local: { external: url } } });
}

export async function findPostalCode(options: PostalCodeOptions, cep: string): Promise<PostalCodeAddress | null> {
  if (cep.replace(/\D/g, '') === '') throw new BridgeError({ code: 'cep_required', message: m.cepRequired });
  if (!options.url) throw new BridgeError({ code: 'unavailable', message: m.notConfigured });
  try {
    return await lookupPostalCode(apiFor(options.url), cep);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (message === apiMessages.cepNotFound) return null;
    if (message === apiMessages.cepRequired) throw new BridgeError({ code: 'cep_required', message: m.cepRequired });
    throw new BridgeError({ code: 'unavailable', message: m.unavailable });
  }
}

export function registerLocations(router: CommandRouter, options: PostalCodeOptions): void {
  router.handle('locations.postalCode', ({ cep }) => findPostalCode(options, cep));
}
