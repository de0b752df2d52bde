// What Configurações → Cadastros reads from the server: the business's people of one type (or all of them, or those
// a search finds), one person complete (phones, addresses), and the users a waiter may log in as.
import { serverApi } from '../../services/serverApi.js';

export interface EntityView {
  id: string;
  type: string;
  name: string;
  document: string | null;
  email: string | null;
  userId: string | null;
  available: boolean;
  note: string | null;
}
export interface CompleteEntityView extends EntityView {
  phones: { id: string; number: string; main: boolean }[];
  addresses: AddressView[];
  owes: number;
}
export interface AddressView {
  id: string;
  street: string;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  reference: string | null;
}
export type EntityTab = 'all' | 'customers' | 'waiters' | 'deliveryMen' | 'providers';

const FIELDS = 'id type name document email userId available note';

/** One tab's people by name, or what a search of 2 letters or more finds among all of them. */
export async function loadEntities(tab: EntityTab, term: string): Promise<EntityView[]> {
  const api = serverApi().entities;
  const t = term.trim();
  const rows = (await (t.length >= 2
    ? api.gqlEntitiesByTerm({ term: t }, FIELDS)
    : tab === 'customers'
      ? api.gqlCustomers({}, FIELDS)
      : tab === 'waiters'
        ? api.gqlWaiters({}, FIELDS)
        : tab === 'deliveryMen'
          ? api.gqlDeliveryMen({}, FIELDS)
          : tab === 'providers'
            ? api.gqlProviders({}, FIELDS)
            : api.gqlEntities({}, FIELDS))) as EntityView[];
  return [...rows].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

export async function loadCompleteEntity(id: string): Promise<CompleteEntityView | null> {
  const fields = `${FIELDS} owes phones { id number main } addresses { id street number complement neighborhood city reference }`;
  return (await serverApi().entities.gqlCompleteEntity({ id }, fields)) as CompleteEntityView | null;
}

export async function loadUsers(): Promise<{ id: string; name: string }[]> {
  return (await serverApi().printersPlansUsers.gqlUsers({}, 'id name')) as { id: string; name: string }[];
}

/** The waiter's phone's access (the server signs it for the waiter's user; never stored here). */
export async function waiterToken(id: string): Promise<{ token: string; expiresAt: string }> {
  return (await serverApi().entities.entitiesWaiterToken({ params: { id } })) as { token: string; expiresAt: string };
}
