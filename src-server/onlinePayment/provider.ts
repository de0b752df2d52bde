// The online payment provider as the server calls it (POS_ONLINE_PAYMENT_URL: its sandbox, simulator.ts, in tests
// and demos). Every call is one HTTP request with a JSON body; the provider's refusals come back as HttpError with
// the Portuguese message a person reads (402/409/422 as 409 or 422 here), and no answer at all as 503.
import { onlinePaymentMessages as m } from '../../src-shared/i18n/onlinePayment.js';
import { HttpError } from '../http/errors.js';

export interface ProviderSeller {
  id: string;
  status: 'pending' | 'active';
}
export interface ProviderCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}
export interface ProviderCharge {
  id: string;
  amount: number;
  status: 'paid' | 'refunded';
  brand: string;
  last4: string;
  reference: string;
  split: { platform: number; partner: number; business: number };
  createdAt: string;
  refundedAt: string | null;
}

function baseUrl(): string {
  const url = process.env.POS_ONLINE_PAYMENT_URL;
  if (!url) throw new HttpError(503, m.provider.unavailable);
  return url.replace(/\/$/, '');
}

async function call<T>(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new HttpError(503, m.provider.unavailable);
  }
  const answer = (await res.json().catch(() => ({}))) as { error?: { code?: string } };
  if (res.ok) return answer as T;
  if (res.status >= 500) throw new HttpError(503, m.provider.unavailable);
  const code = answer.error?.code ?? 'other';
  // A refused card is the customer's input (422); a state the provider will not take now is a conflict (409).
  const status = res.status === 402 || code.startsWith('invalid') || code.endsWith('_card') || code === 'token_not_found' ? 422 : 409;
  throw new HttpError(status, (m.provider as Record<string, string | undefined>)[code] ?? m.provider.other);
}

export const provider = {
  createSeller: (data: Record<string, unknown>) => call<ProviderSeller>('POST', '/sellers', data),
  updateSeller: (id: string, data: Record<string, unknown>) => call<ProviderSeller>('PUT', `/sellers/${id}`, data),
  addDocument: (sellerId: string, doc: { type: string; fileName: string; contentType: string; size: number; sha256: string }) =>
    call<{ id: string; seller: ProviderSeller }>('POST', `/sellers/${sellerId}/documents`, doc),
  addBankAccount: (sellerId: string, data: Record<string, unknown>) => call<{ id: string; main: boolean; seller: ProviderSeller }>('POST', `/sellers/${sellerId}/bank-accounts`, data),
  updateBankAccount: (sellerId: string, id: string, data: Record<string, unknown>) => call<{ id: string }>('PUT', `/sellers/${sellerId}/bank-accounts/${id}`, data),
  mainBankAccount: (sellerId: string, id: string) => call<{ id: string; seller: ProviderSeller }>('PUT', `/sellers/${sellerId}/bank-accounts/${id}/main`, {}),
  deleteBankAccount: (sellerId: string, id: string) => call<{ id: string; seller: ProviderSeller }>('DELETE', `/sellers/${sellerId}/bank-accounts/${id}`),
  setSplit: (sellerId: string, split: { platformBps: number; partnerBps: number }) => call<ProviderSeller>('PUT', `/sellers/${sellerId}/split-rule`, split),
  deleteSplit: (sellerId: string) => call<ProviderSeller>('DELETE', `/sellers/${sellerId}/split-rule`),
  tokenize: (card: { number: string; holderName: string; expMonth: number; expYear: number; cvv: string }) => call<ProviderCard>('POST', '/tokens', card),
  deleteToken: (token: string) => call<unknown>('DELETE', `/tokens/${token}`),
  charge: (c: { sellerId: string; token: string; amount: number; reference: string }, idempotencyKey: string) => call<ProviderCharge>('POST', '/charges', c, idempotencyKey),
  refund: (chargeId: string) => call<ProviderCharge>('POST', `/charges/${chargeId}/refund`, {}),
  charges: (sellerId: string, from: string, to: string) =>
    call<{ charges: ProviderCharge[] }>('GET', `/sellers/${sellerId}/charges?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
};
