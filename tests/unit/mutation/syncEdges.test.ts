// Survivors of the mutation run on src-main/sync (mutation/README.md, set sync-outbox) around the outbox: which ids
// a write touches (what it must wait behind), what a declared write refuses before it is stored, and which field
// issues of a refusal a person reads. A slip here lets a write overtake the one it builds on, or hides why it failed.
import { describe, expect, it } from 'vitest';
import { refusalMessage } from '../../../src-main/sync/answer.js';
import { toCall } from '../../../src-main/sync/declared.js';
import { deriveEntityIds } from '../../../src-main/sync/entityIds.js';
import { EnqueueRequest } from '../../../src-shared/bridge/areas/sync.js';
import { BridgeError } from '../../../src-shared/bridge/protocol.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { validationMessages } from '../../../src-shared/i18n/validation.js';

const BUSINESS = '019a0000-0000-7000-8000-000000000001';
const PAD = '01936f6a-2222-7aaa-8bbb-000000000001';
const PRODUCT = '01936f6a-3333-7aaa-8bbb-000000000001';

describe('the ids a write touches', () => {
  it('are the ids in its path and its link fields, not the business, not other fields, not words', () => {
    const ids = deriveEntityIds(`/businesses/${BUSINESS}/order-pads/${PAD}/items`, { productId: PRODUCT, orderPadId: 'mesa 3', quantity: 2 }, [], BUSINESS);
    expect(ids).toEqual([PAD]);
  });

  it('skip an object in a link field whose id is not a UUID, and arrays inside arrays', () => {
    expect(deriveEntityIds('/x', { orderPads: [{ id: 'comanda 7' }, [PAD], { id: [PAD] }], tableId: { id: 'mesa' } }, [], BUSINESS)).toEqual([]);
  });

  it('come from the path alone for a call without a body', () => {
    expect(deriveEntityIds(`/businesses/${BUSINESS}/order-pads/${PAD}/close`, undefined, [], BUSINESS)).toEqual([PAD]);
    expect(deriveEntityIds(`/businesses/${BUSINESS}/order-pads/${PAD}/close`, null, [], BUSINESS)).toEqual([PAD]);
  });
});

const request = (id: string, params: Record<string, string>, body: unknown) =>
  EnqueueRequest.parse({ write: { callId: newId(), id, params, body }, businessId: BUSINESS, label: 'Mesa 4' });

function refusal(fn: () => unknown): BridgeError {
  try {
    fn();
  } catch (err) {
    if (err instanceof BridgeError) return err;
    throw err;
  }
  throw new Error('no refusal');
}

describe('a declared write on its way into the outbox', () => {
  it('is no barrier unless declared or asked to be one', () => {
    expect(toCall(request('orderPadsUpdate', { id: PAD }, { discount: { type: 'percentage', value: 1000 } })).barrier).toBe(false);
    const asked = EnqueueRequest.parse({ ...request('orderPadsUpdate', { id: PAD }, { discount: { type: 'percentage', value: 1000 } }), barrier: true });
    expect(toCall(asked).barrier).toBe(true);
  });

  it('refuses with a code the renderer tells apart, and says which field and why', () => {
    expect(refusal(() => toCall(request('ordersDelete', { id: PAD }, {}))).code).toBe('unknown_write');
    const missing = refusal(() => toCall(request('orderPadsClose', {}, {})));
    expect(missing.code).toBe('invalid_write');
    expect(missing.message).toBe('Alteração com dados inválidos ({id})');
    const bad = refusal(() => toCall(request('orderPadsUpdate', { id: PAD }, { discount: { type: 'percentage', value: 20_000 } })));
    expect(bad.code).toBe('invalid_write');
    expect(bad.message).toMatch(/^Alteração com dados inválidos \(discount\.value: \S.*\)$/);
  });
});

describe('the field issues of a refusal', () => {
  const valid = { path: 'quantity', message: 'Deve ser no mínimo 1' };

  it('reads only well-formed issues', () => {
    const junk = [null, 5, { path: 'price' }, { message: 'sem campo' }, { path: 3, message: 'x' }];
    expect(refusalMessage(400, 'Bad Request', { message: 'Dados inválidos', issues: [...junk, valid] })).toBe(validationMessages.summary([valid]));
  });

  it('falls back to the server’s message when no issue is well formed', () => {
    expect(refusalMessage(400, 'Bad Request', { message: 'Quantidade inválida', issues: [null, { path: 'price' }, { message: 'm' }] })).toBe('Quantidade inválida');
  });
});
