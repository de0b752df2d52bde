// Pure rules of the client, quoting the documents.
import { describe, expect, it } from 'vitest';
import { messageForUser, productErrorFrom, ProductError, UnauthorizedError } from '../../../src-shared/api/core/errors.js';
import { contextLabel } from '../../../src-shared/api/core/context.js';
import { toMultipartParts } from '../../../src-shared/api/core/multipart.js';
import { totemStorageKeys, readUnexpired, writeWithExpiry } from '../../../src-shared/api/rules/totemStorage.js';
import { selectBusinessId } from '../../../src-shared/api/rules/login.js';
import { createCallFor, deleteCallFor, updateCallFor } from '../../../src-shared/api/rules/financialEntries.js';
import { TABLE_KIND_LABELS, TABLE_KINDS, CHECKOUT_STEPS, AUDIT_EVENT_SEVERITIES, INTEGRATORS } from '../../../src-shared/api/enums.js';

describe('error precedence (000 §8)', () => {
  // "1. the message in the server response; 2. else the status followed by the status text; 3. else the messages
  // of the GraphQL error list, joined; 4. else the error's own message; 5. else "Um erro inesperado aconteceu"."
  it('applies the five steps in order, status default 500', () => {
    const all = { status: 400, statusText: 'Bad Request', body: { message: 'Mesa já ocupada' }, graphQLErrors: [{ message: 'g' }], ownMessage: 'own' };
    expect(productErrorFrom(all).message).toBe('Mesa já ocupada');
    expect(productErrorFrom({ ...all, body: {} }).message).toBe('400 Bad Request');
    expect(productErrorFrom({ graphQLErrors: [{ message: 'a' }, { message: 'b' }], ownMessage: 'own' }).message).toBe('a, b');
    expect(productErrorFrom({ ownMessage: 'own' })).toMatchObject({ message: 'own', status: 500 });
    expect(productErrorFrom({})).toMatchObject({ message: 'Um erro inesperado aconteceu', status: 500 });
    expect(productErrorFrom({ status: 401, statusText: 'Unauthorized' })).toBeInstanceOf(UnauthorizedError);
  });

  // "Errors that are not product errors are logged and shown as "Um erro inesperado aconteceu"."
  it('shows a non-product error as the default message and logs it', () => {
    const logged: unknown[] = [];
    expect(messageForUser(new TypeError('x is undefined'), (e) => logged.push(e))).toBe('Um erro inesperado aconteceu');
    expect(logged).toHaveLength(1);
    expect(messageForUser(new ProductError('Comanda não encontrada', 404), (e) => logged.push(e))).toBe('Comanda não encontrada');
    expect(logged).toHaveLength(1);
  });
});

describe('context guard labels (000 §5)', () => {
  // "change context to ADMIN, BUSINESS, PARTNER, PARTNER OR BUSINESS or PARTNER OR ADMIN to access the action"
  it('names the five labels', () => {
    expect([contextLabel(['admin']), contextLabel(['business']), contextLabel(['partner']), contextLabel(['partner', 'business']), contextLabel(['admin', 'partner'])]).toEqual([
      'ADMIN', 'BUSINESS', 'PARTNER', 'PARTNER OR BUSINESS', 'PARTNER OR ADMIN',
    ]);
  });
});

describe('multipart parts (000 §5)', () => {
  it('repeats file arrays, brackets other arrays, groups images by type, JSON for nested objects', () => {
    const f = { fileName: 'a.png', contentType: 'image/png', data: new Uint8Array([1, 2, 3]) };
    const parts = toMultipartParts({ files: [f, f], ids: [1, 2], images: [{ type: 'cover', image: f }], address: { city: 'São Paulo' }, skip: undefined });
    expect(parts.map((p) => p.name)).toEqual(['files', 'files', 'ids[]', 'ids[]', 'coverImages', 'address']);
    expect(parts[5]).toEqual({ name: 'address', value: '{"city":"São Paulo"}' });
    expect(parts[0]).toEqual({ name: 'files', file: { fileName: 'a.png', contentType: 'image/png', base64: 'AQID' } });
  });
});

describe('totem storage keys (000 §1)', () => {
  // "Keys are prefixed with a product name, plus an environment suffix when the environment is not production."
  it('prefixes the product name and adds the environment suffix outside production', () => {
    expect(totemStorageKeys('balcao', 'production').tableToken).toBe('balcao:tableToken');
    expect(totemStorageKeys('balcao', 'staging').tableToken).toBe('balcao:tableToken:staging');
    expect(Object.keys(totemStorageKeys('balcao', 'local'))).toEqual([
      'tableId', 'totemUserId', 'startedSession', 'categoryOrientation', 'cardTerminalEnabled', 'deviceId',
      'paymentMethods', 'tableToken', 'tableTokenExpiry', 'cachedEntity', 'cachedEntityExpiry',
    ]);
  });

  // "a table token with its expiry, and a cached entity with its expiry"
  it('reads a table token only before its expiry', () => {
    const m = new Map<string, string>();
    const storage = { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
    writeWithExpiry(storage, 'tok', 'tokExp', 'abc', 1_000);
    expect(readUnexpired(storage, 'tok', 'tokExp', 999)).toBe('abc');
    expect(readUnexpired(storage, 'tok', 'tokExp', 1_000)).toBeNull();
    expect(m.size).toBe(0);
  });
});

describe('login business selection (000 §9)', () => {
  // "On login, the stored business is kept if the user still has it; otherwise the user's first business is selected."
  it('keeps the stored business or takes the first', () => {
    const user = { businesses: [{ id: 'a', name: 'A', tradeName: null, roles: [] }, { id: 'b', name: 'B', tradeName: null, roles: [] }] };
    expect(selectBusinessId(user, 'b')).toBe('b');
    expect(selectBusinessId(user, 'z')).toBe('a');
    expect(selectBusinessId(user, null)).toBe('a');
    expect(selectBusinessId({ businesses: [] }, 'b')).toBeUndefined();
  });
});

describe('financial entry routing (001 §4, §7.7)', () => {
  it('picks transfer, recurrence or single entry', () => {
    expect(createCallFor({ accountDestinationId: 'x', isRecurring: true })).toBe('financialEntryTransferCreate');
    expect(createCallFor({ isRecurring: true })).toBe('financialEntryRecurrenceCreate');
    expect(createCallFor({})).toBe('financialEntryCreate');
    expect(updateCallFor({ updateType: 'subsequent' })).toBe('financialEntryUpdate');
    expect(updateCallFor({ updateType: 'subsequent', installmentGroupKey: 'g' })).toBe('financialEntryRecurrenceUpdate');
    expect(deleteCallFor({ updateType: 'this', installmentGroupKey: 'g' })).toBe('financialEntryDelete');
  });
});

describe('enumerations (000 §2–4)', () => {
  // 000 §3: "Table kinds: table, order-slip, reference-point (labels Mesa, Comanda, Ponto de Referência)."
  it('spells table kinds and their labels as the documents do', () => {
    expect(TABLE_KINDS.map((k) => TABLE_KIND_LABELS[k])).toEqual(['Mesa', 'Comanda', 'Ponto de Referência']);
    expect(CHECKOUT_STEPS[0]).toBe('select-origin');
    expect(CHECKOUT_STEPS).toHaveLength(11);
    expect(INTEGRATORS).toHaveLength(12);
    expect(Object.keys(AUDIT_EVENT_SEVERITIES)).toHaveLength(17 + 2); // the spec's 17, and ours: applyDiscount, addCashRegisterEntry (issue 13 item 7)
  });
});
