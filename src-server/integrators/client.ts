// The server's side of the delivery marketplaces: one HTTP client for every provider, at POS_INTEGRATORS_URL (the
// simulator of ./simulator.ts in tests and demos, which speaks one API form for all providers; a real provider's
// adapter would answer the same functions). A provider's error, or no answer within the time limit, becomes a 502
// whose message names the marketplace in Portuguese: the route has changed nothing yet (calls are made before the
// transaction), so the person may simply try again.
import { integratorMessages as m } from '../../src-shared/i18n/integrators.js';
import { HttpError } from '../http/errors.js';

const TIMEOUT_MS = 10_000;

export interface ProviderCatalogItem {
  code: string;
  name: string;
  price: number;
}

export interface ProviderOrder {
  id: string;
  createdAt: string;
  customer: { name: string; phone?: string };
  deliveryAddress?: { street: string; number: string; neighborhood: string; city: string };
  items: { code: string; name: string; quantity: number; unitPrice: number; observation?: string }[];
  deliveryFee: number;
  total: number;
  paymentMethod: string;
  note?: string;
}

function baseUrl(): string {
  const url = process.env.POS_INTEGRATORS_URL;
  if (!url) throw new HttpError(503, m.providerNotSet);
  return url.replace(/\/$/, '');
}

/** One call to a provider; its JSON answer, or a 502 naming the marketplace. */
export async function providerCall<T>(provider: string, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl()}/${encodeURIComponent(provider)}${path}`, {
      method,
      headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new HttpError(502, m.providerUnreachable(provider));
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const detail = json && typeof json === 'object' && typeof (json as { message?: unknown }).message === 'string' ? (json as { message: string }).message : `HTTP ${res.status}`;
    // A refused login is said in our words; other failures keep the provider's own (with its status).
    throw new HttpError(502, m.providerFailed(provider, res.status === 401 ? m.providerRefusedCredentials : `${detail} (${res.status})`));
  }
  return json as T;
}

/** The credentials kept for a connected provider (business_integrators.credentials). */
export interface Credentials {
  accessToken?: string;
  refreshToken?: string;
  userCode?: string;
  verifier?: string;
}

export const providerApi = {
  userCode: (p: string) => providerCall<{ userCode: string; verificationUrl: string; verifier: string; expiresIn: number }>(p, 'POST', '/oauth/user-code', { body: {} }),
  token: (p: string, body: { merchantId: string; authorizationCode?: string | undefined; verifier?: string | undefined; apiKey?: string | undefined }) =>
    providerCall<{ accessToken: string; refreshToken: string; merchantName?: string }>(p, 'POST', '/oauth/token', { body }),
  catalog: (p: string, merchant: string, token: string) => providerCall<{ items: ProviderCatalogItem[] }>(p, 'GET', `/merchants/${encodeURIComponent(merchant)}/catalog`, { token }),
  pushCatalog: (p: string, merchant: string, token: string, items: ProviderCatalogItem[]) =>
    providerCall<{ received: number }>(p, 'PUT', `/merchants/${encodeURIComponent(merchant)}/catalog`, { token, body: { items } }),
  orders: (p: string, merchant: string, token: string) => providerCall<{ orders: ProviderOrder[] }>(p, 'GET', `/merchants/${encodeURIComponent(merchant)}/orders`, { token }),
  cancellationReasons: (p: string, token: string, orderId: string) =>
    providerCall<{ reasons: { code: string; description: string }[] }>(p, 'GET', `/cancellation-reasons?orderId=${encodeURIComponent(orderId)}`, { token }),
  paymentMethods: (p: string, token: string) => providerCall<{ methods: { code: string; name: string }[] }>(p, 'GET', '/payment-methods', { token }),
  changeStatus: (p: string, merchant: string, token: string, externalId: string, status: string) =>
    providerCall<unknown>(p, 'PUT', `/merchants/${encodeURIComponent(merchant)}/orders/${encodeURIComponent(externalId)}/status`, { token, body: { status } }),
  averageTimes: (p: string, merchant: string, token: string, body: { pickUpTime: number; deliveryTime: number }) =>
    providerCall<unknown>(p, 'PUT', `/merchants/${encodeURIComponent(merchant)}/average-times`, { token, body }),
  neighborhoods: (p: string, merchant: string, token: string) =>
    providerCall<{ neighborhoods: { id: string; name: string; fee: number }[] }>(p, 'GET', `/merchants/${encodeURIComponent(merchant)}/neighborhoods`, { token }),
  ship: (p: string, merchant: string, token: string, body: Record<string, unknown>) =>
    providerCall<{ shipmentId: string; trackingUrl?: string }>(p, 'POST', `/merchants/${encodeURIComponent(merchant)}/shipments`, { token, body }),
  cancelShipment: (p: string, merchant: string, token: string, shipmentId: string) =>
    providerCall<unknown>(p, 'POST', `/merchants/${encodeURIComponent(merchant)}/shipments/${encodeURIComponent(shipmentId)}/cancel`, { token, body: {} }),
};
