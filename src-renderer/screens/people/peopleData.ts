// What the Pessoas screen reads and writes, through the typed client on the server (it waits for the answer: a
// refused e-mail or pass code shows at once, and people are not mirrored to terminals).
import { createAccountsApi } from '../../../src-shared/api/ours/accounts.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { serverApi } from '../../services/serverApi.js';
import { refreshShellBusiness } from '../../store/shell.js';

export interface Person {
  id: string;
  name: string;
  email: string;
  roles: string[];
  /** invited (has not signed in or accepted yet) or active */
  status: string;
}

export interface PeopleView {
  people: Person[];
  /** Ids of the open invitations among them: these may be mailed again. */
  invitationIds: Set<string>;
  discountLimit: number | null;
}

const accounts = () => createAccountsApi(serverApi().client);

export async function readPeople(): Promise<PeopleView> {
  const api = serverApi();
  const [people, invitations, config] = await Promise.all([
    api.printersPlansUsers.gqlUsers({}, 'id name email roles status') as Promise<Person[]>,
    accounts().gqlInvitations({ states: ['pending', 'expired'] }, 'id') as Promise<{ id: string }[]>,
    api.business.businessConfigGet() as Promise<{ discountLimit?: number | null }>,
  ]);
  return { people, invitationIds: new Set(invitations.map((i) => i.id)), discountLimit: config.discountLimit ?? null };
}

export async function invitePerson(input: { name: string; email: string; role: string; password: string }): Promise<void> {
  await serverApi().printersPlansUsers.usersCreate({ body: { id: newId(), name: input.name, email: input.email, password: input.password, roles: [input.role] } });
}

export async function changeRole(id: string, role: string): Promise<void> {
  await serverApi().printersPlansUsers.usersUpdate({ params: { id }, body: { roles: [role] } });
}

export async function resendInvitation(id: string): Promise<void> {
  await accounts().invitationsResend({ params: { id }, body: {} });
}

/**
 * Whoever was invited leaves the business the same way: an open invitation (either kind: a registered e-mail's, or
 * a new e-mail's account not yet used) is cancelled; someone invited before invitations were kept is unlinked.
 */
export async function cancelInvitation(id: string, isInvitation: boolean): Promise<void> {
  if (isInvitation) await accounts().invitationsCancel({ params: { id } });
  else await serverApi().printersPlansUsers.usersDelete({ params: { id } });
}

export async function setMyPassCode(passCode: string): Promise<void> {
  await accounts().passCodeSet({ body: { passCode } });
}

/** limit: hundredths of a percent of the comanda (domain/discountLimit.ts). */
export async function setDiscountLimit(limit: number): Promise<void> {
  await serverApi().business.businessesUpdateOwn({ body: { config: { discountLimit: limit } } });
  // This counter goes by the new limit at once; the others within BUSINESS_REFRESH_MS.
  await refreshShellBusiness();
}
