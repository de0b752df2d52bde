// The online store's typed client on this terminal's server: the business from the store's address, and the
// customer's own token once they log in (the calls' own auth, as the server checks it: the store's business is
// public, the menu is read with the terminal's session, the customer's order with the customer's token).
import { createApi, type Api } from '../../../src-shared/api/index.js';
import { useShell } from '../../store/shell.js';

export function storeApi(businessId: string, token: string | null): Api {
  const serverUrl = useShell.getState().terminal?.serverUrl ?? '';
  return createApi({
    session: { context: 'business', project: 'pdv', environment: 'local', businessId },
    baseUrls: { local: { main: serverUrl } },
    ...(token ? { token } : {}),
  });
}

/** The terminal's own session token (the menu's reads are a linked person's, as the server checks them). */
const terminalToken = (): string | null => useShell.getState().session?.token ?? null;

export interface StoreBusiness {
  id: string;
  name: string;
  tradeName: string | null;
  available: boolean;
}
export interface StoreProduct {
  id: string;
  name: string;
  price: number;
}

/** The store's business (null: no such store) and its digital menu (null: it could not be read). */
export async function loadStore(businessId: string): Promise<{ business: StoreBusiness | null; menu: StoreProduct[] | null }> {
  const business = (await storeApi(businessId, null).business.gqlBusinessForLinkVendas({}, 'id name tradeName available')) as StoreBusiness | null;
  const menu = await (storeApi(businessId, terminalToken()).products.gqlProductDigitalMenu({}, 'product { id name price }') as Promise<{ product: StoreProduct }[]>).then(
    (rows) => rows.map((r) => r.product),
    () => null,
  );
  return { business, menu };
}
