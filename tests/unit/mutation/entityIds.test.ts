// Survivor of the mutation spot-check (issue 20) in the outbox: ids named in arrays (tableIds, orderPads) are
// entity ids of the write, so it waits behind the write that creates them instead of overtaking it.
import { describe, expect, it } from 'vitest';
import { deriveEntityIds } from '../../../src-main/sync/entityIds.js';

const BUSINESS = '01900000-0000-7000-8000-000000000001';
const T1 = '01936f6a-1111-7aaa-8bbb-000000000001';
const T2 = '01936f6a-1111-7aaa-8bbb-000000000002';
const P1 = '01936f6a-2222-7aaa-8bbb-000000000001';
const P2 = '01936f6a-2222-7aaa-8bbb-000000000002';

describe('entity ids sent in arrays', () => {
  it('collects every id of tableIds', () => {
    const ids = deriveEntityIds(`/businesses/${BUSINESS}/services/join-tables`, { tableIds: [T1, T2] }, [], BUSINESS);
    expect(ids.sort()).toEqual([T1, T2].sort());
  });

  it('collects the ids of the objects in orderPads', () => {
    const ids = deriveEntityIds(`/businesses/${BUSINESS}/services`, { orderPads: [{ id: P1, name: 'A' }, { id: P2.toUpperCase() }] }, [], BUSINESS);
    expect(ids.sort()).toEqual([P1, P2].sort());
  });

  it('collects plain ids in orderPads too, and skips what is not a UUID', () => {
    const ids = deriveEntityIds(`/businesses/${BUSINESS}/x`, { orderPads: [P1, 'mesa 3', 12, null], tableIds: ['nope'] }, [], BUSINESS);
    expect(ids).toEqual([P1]);
  });
});
