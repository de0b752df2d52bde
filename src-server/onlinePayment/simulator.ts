// The online payment provider's sandbox, our own: a sub-acquirer (a split-payment marketplace) as the server sees it
// over HTTP at POS_ONLINE_PAYMENT_URL. It onboards sellers (the business's legal person with its KYC data,
// documents and bank accounts, one of them the main one that receives), tokenizes cards (it keeps the number; we get
// a token, the brand and the last four digits), charges a token with a split between platform, partner and business,
// refunds, and lists a seller's charges for the report. Its rules follow what such providers do in their sandboxes:
// a seller charges only once active (KYC, a document and a main account), test card numbers decline, a charge is
// idempotent by its Idempotency-Key, a refund happens once. State is in memory: tests and demos start it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { ProviderCharge } from './provider.js';

/** Cards this sandbox refuses at charge time (valid numbers, so they tokenize), as sandboxes document theirs. */
export const SIM_DECLINED_CARD = '4000000000000002';
export const SIM_NO_FUNDS_CARD = '4000000000009995';

export interface SimSeller {
  id: string;
  data: Record<string, unknown>;
  documents: { id: string; type: string; fileName: string; size: number }[];
  bankAccounts: Map<string, { id: string; data: Record<string, unknown>; main: boolean }>;
  split: { platformBps: number; partnerBps: number } | null;
}
/** A charge as the provider keeps it: what it answers (provider.ts), and the seller it was made for. */
export interface SimCharge extends ProviderCharge {
  sellerId: string;
}

export interface PaymentSimulator {
  url: string;
  sellers: Map<string, SimSeller>;
  charges: Map<string, SimCharge>;
  /** every card number it was ever sent (ours must never hold one) */
  numbersSeen: Set<string>;
  close(): Promise<void>;
}

class SimError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(636368|438935|504175|451416|636297|5067|4576|4011|506699)/.test(number)) return 'elo';
  if (/^(606282|3841)/.test(number)) return 'hipercard';
  return 'other';
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function active(s: SimSeller): boolean {
  const d = s.data;
  return Boolean(text(d.document) && text(d.legalName) && text(d.ownerName) && text(d.ownerDocument)) && s.documents.length > 0 && [...s.bankAccounts.values()].some((a) => a.main);
}

const sellerView = (s: SimSeller) => ({ id: s.id, status: active(s) ? 'active' : 'pending', split: s.split });

export async function startPaymentSimulator(options: { port?: number } = {}): Promise<PaymentSimulator> {
  const sellers = new Map<string, SimSeller>();
  const charges = new Map<string, SimCharge>();
  const byKey = new Map<string, string>();
  const tokens = new Map<string, { number: string; brand: string; last4: string; expMonth: number; expYear: number }>();
  const numbersSeen = new Set<string>();

  const seller = (id: string | undefined) => {
    const s = id ? sellers.get(id) : undefined;
    if (!s) throw new SimError(404, 'seller_not_found');
    return s;
  };

  async function handle(method: string, parts: string[], body: Record<string, unknown>, req: IncomingMessage, query: URLSearchParams): Promise<[number, unknown]> {
    const [root, id, sub, subId, action] = parts;
    if (root === 'sellers') {
      if (method === 'POST' && !id) {
        const s: SimSeller = { id: randomUUID(), data: body, documents: [], bankAccounts: new Map(), split: null };
        sellers.set(s.id, s);
        return [201, sellerView(s)];
      }
      const s = seller(id);
      if (!sub && method === 'PUT') {
        s.data = { ...s.data, ...body };
        return [200, sellerView(s)];
      }
      if (!sub && method === 'GET') return [200, sellerView(s)];
      if (sub === 'documents' && method === 'POST') {
        const doc = { id: randomUUID(), type: text(body.type), fileName: text(body.fileName), size: Number(body.size) || 0 };
        if (!doc.type || doc.size <= 0) throw new SimError(422, 'invalid_document');
        s.documents.push(doc);
        return [201, { ...doc, seller: sellerView(s) }];
      }
      if (sub === 'bank-accounts') {
        if (method === 'POST' && !subId) {
          const account = { id: randomUUID(), data: body, main: s.bankAccounts.size === 0 };
          s.bankAccounts.set(account.id, account);
          return [201, { id: account.id, main: account.main, seller: sellerView(s) }];
        }
        const account = subId ? s.bankAccounts.get(subId) : undefined;
        if (!account) throw new SimError(404, 'bank_account_not_found');
        if (method === 'PUT' && action === 'main') {
          for (const a of s.bankAccounts.values()) a.main = a.id === account.id;
          return [200, { id: account.id, main: true, seller: sellerView(s) }];
        }
        if (method === 'PUT') {
          account.data = { ...account.data, ...body };
          return [200, { id: account.id, main: account.main }];
        }
        if (method === 'DELETE') {
          if (account.main && s.bankAccounts.size > 1) throw new SimError(409, 'main_account');
          s.bankAccounts.delete(account.id);
          return [200, { id: account.id, seller: sellerView(s) }];
        }
      }
      if (sub === 'split-rule') {
        if (method === 'PUT') {
          const platformBps = Number(body.platformBps);
          const partnerBps = Number(body.partnerBps);
          if (!Number.isInteger(platformBps) || !Number.isInteger(partnerBps) || platformBps < 0 || partnerBps < 0 || platformBps + partnerBps > 10_000) throw new SimError(422, 'invalid_split');
          s.split = { platformBps, partnerBps };
          return [200, sellerView(s)];
        }
        if (method === 'DELETE') {
          s.split = null;
          return [200, sellerView(s)];
        }
      }
      if (sub === 'charges' && method === 'GET') {
        const from = query.get('from') ?? '';
        const to = query.get('to') ?? '\uffff';
        const list = [...charges.values()].filter((c) => c.sellerId === s.id && c.createdAt >= from && c.createdAt <= to);
        return [200, { charges: list }];
      }
    }
    if (root === 'tokens') {
      if (method === 'POST' && !id) {
        const number = text(body.number).replace(/\D/g, '');
        if (number.length < 13 || number.length > 19 || !luhn(number)) throw new SimError(422, 'invalid_card');
        const expMonth = Number(body.expMonth);
        const expYear = Number(body.expYear);
        const now = new Date();
        if (!(expMonth >= 1 && expMonth <= 12) || expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) throw new SimError(422, 'expired_card');
        if (!/^\d{3,4}$/.test(text(body.cvv))) throw new SimError(422, 'invalid_cvv');
        numbersSeen.add(number);
        const token = `tok_${randomUUID().replace(/-/g, '')}`;
        const card = { number, brand: brandOf(number), last4: number.slice(-4), expMonth, expYear };
        tokens.set(token, card);
        return [201, { token, brand: card.brand, last4: card.last4, expMonth, expYear }];
      }
      if (method === 'DELETE' && id) {
        if (!tokens.delete(id)) throw new SimError(404, 'token_not_found');
        return [200, { token: id, deleted: true }];
      }
    }
    if (root === 'charges') {
      if (method === 'POST' && !id) {
        const key = String(req.headers['idempotency-key'] ?? '');
        const prior = key ? byKey.get(key) : undefined;
        if (prior) return [200, charges.get(prior)];
        const s = seller(text(body.sellerId));
        if (!active(s)) throw new SimError(409, 'seller_not_active');
        const card = tokens.get(text(body.token));
        if (!card) throw new SimError(422, 'token_not_found');
        const amount = Number(body.amount);
        if (!Number.isInteger(amount) || amount <= 0) throw new SimError(422, 'invalid_amount');
        if (card.number === SIM_DECLINED_CARD) throw new SimError(402, 'card_declined');
        if (card.number === SIM_NO_FUNDS_CARD) throw new SimError(402, 'insufficient_funds');
        const platform = Math.floor((amount * (s.split?.platformBps ?? 0)) / 10_000);
        const partner = Math.floor((amount * (s.split?.partnerBps ?? 0)) / 10_000);
        const charge: SimCharge = {
          id: `ch_${randomUUID().replace(/-/g, '')}`,
          sellerId: s.id,
          amount,
          status: 'paid',
          brand: card.brand,
          last4: card.last4,
          reference: text(body.reference),
          split: { platform, partner, business: amount - platform - partner },
          createdAt: new Date().toISOString(),
          refundedAt: null,
        };
        charges.set(charge.id, charge);
        if (key) byKey.set(key, charge.id);
        return [201, charge];
      }
      const charge = id ? charges.get(id) : undefined;
      if (!charge) throw new SimError(404, 'charge_not_found');
      if (method === 'POST' && sub === 'refund') {
        if (charge.status === 'refunded') throw new SimError(409, 'already_refunded');
        charge.status = 'refunded';
        charge.refundedAt = new Date().toISOString();
        return [200, charge];
      }
      if (method === 'GET') return [200, charge];
    }
    throw new SimError(404, 'not_found');
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://sim.local');
      const parts = url.pathname.split('/').filter(Boolean).slice(1); // after /v1
      let body: Record<string, unknown>;
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      handle(req.method ?? 'GET', parts, body, req, url.searchParams).then(
        ([status, answer]) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(answer));
        },
        (err: unknown) => {
          const e = err instanceof SimError ? err : new SimError(500, 'internal_error');
          res.writeHead(e.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { code: e.code } }));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    sellers,
    charges,
    numbersSeen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
