// A row under a parent is reached only through that parent's path (issue 13, "the same kind of hole elsewhere"):
// Maria's address was changed and deleted through João's path (PUT/DELETE entities/{João}/addresses/{Maria's}),
// because the collections' update and delete checked that João existed, not that the address was his. Now such a
// call answers exactly like an unknown row (404, the same message) and changes nothing. Real server over HTTP, PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/server.js';
import { DEMO_BUSINESS_ID as B, login, newId, startTestServer, type Client } from '../integration/server/harness.js';

let server: RunningServer;
let cashier: Client;
const maria = newId();
const joao = newId();
const address = newId();
const phone = newId();

beforeAll(async () => {
  server = await startTestServer();
  cashier = await login(server.url, 'cashier');
  for (const [id, name] of [
    [maria, 'Maria do Fiado'],
    [joao, 'João da Esquina'],
  ] as const) {
    expect((await cashier.post(cashier.b('entities'), { id, type: 'customer', name }, newId())).status).toBe(201);
  }
  expect((await cashier.post(cashier.b(`entities/${maria}/addresses`), { id: address, street: 'Rua das Flores', number: '12' }, newId())).status).toBe(201);
  expect((await cashier.post(cashier.b(`entities/${maria}/phones`), { id: phone, number: '51999990000' }, newId())).status).toBe(201);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function mariasAddress(): Promise<{ street: string; deletedAt: string | null } | undefined> {
  const res = await cashier.gql<{ entityAddresses: { id: string; entityId: string; street: string; deletedAt: string | null }[] }>('query($b: ID!){ entityAddresses(businessId: $b, sinceSeq: 0){ id entityId street deletedAt } }', { b: B });
  return res.body.data!.entityAddresses.find((a) => a.id === address && a.entityId === maria);
}

describe("a row is reached only through its own parent's path", () => {
  it("Maria's address is neither changed nor deleted through João's path: 404 like an unknown one", async () => {
    const unknown = await cashier.put(cashier.b(`entities/${joao}/addresses/${newId()}`), { street: 'Rua Errada' }, newId());
    expect(unknown.status).toBe(404);

    const changed = await cashier.put(cashier.b(`entities/${joao}/addresses/${address}`), { street: 'Rua Errada' }, newId());
    expect(changed.status).toBe(404);
    expect(changed.body).toEqual(unknown.body);
    const deleted = await cashier.del(cashier.b(`entities/${joao}/addresses/${address}`), newId());
    expect(deleted.status).toBe(404);
    expect(deleted.body).toEqual(unknown.body);
    expect(await mariasAddress()).toMatchObject({ street: 'Rua das Flores', deletedAt: null });

    // Through her own path it changes.
    expect((await cashier.put(cashier.b(`entities/${maria}/addresses/${address}`), { street: 'Rua das Acácias' }, newId())).status).toBe(200);
    expect(await mariasAddress()).toMatchObject({ street: 'Rua das Acácias', deletedAt: null });
  });

  it("nor her phone", async () => {
    const unknown = await cashier.del(cashier.b(`entities/${joao}/phones/${newId()}`), newId());
    const wrong = await cashier.put(cashier.b(`entities/${joao}/phones/${phone}`), { number: '51988887777' }, newId());
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual(unknown.body);
    expect((await cashier.del(cashier.b(`entities/${joao}/phones/${phone}`), newId())).status).toBe(404);
    expect((await cashier.del(cashier.b(`entities/${maria}/phones/${phone}`), newId())).status).toBe(200);
  });
});
