// What Configurações → Plataforma reads and writes, as the platform's admin: the typed client in admin context (role
// header admin). Reads name the terminal's business for the tenant guard (an admin reaches every business) and
// the business chosen where the call is about it; writes are declared (writes/platform.ts, and the business-scoped
// ones of writes/business.ts and contractPlans.ts), checked here with their schema and sent while the screen waits:
// they are about a business other than the terminal's, which the outbox does not write for.
import type { z } from 'zod';
import { bindCall, gql } from '../../../src-shared/api/core/define.js';
import { createApi, type Api } from '../../../src-shared/api/index.js';
import { syncMessages } from '../../../src-shared/i18n/sync.js';
import { ptBRErrorMap } from '../../../src-shared/i18n/validation.js';
import type { WriteDecl } from '../../../src-shared/writes/define.js';
import { useShell } from '../../store/shell.js';

export interface BusinessSummary {
  id: string;
  name: string;
  tradeName: string | null;
  document: string | null;
  partnerId: string | null;
  releasedToProductionAt: string | null;
}
export interface ContractPlanView {
  id: string;
  name: string;
  description: string | null;
  monthlyPrice: number;
  available: boolean;
}
export interface BusinessPlanView {
  id: string;
  contractPlanId: string;
  startsOn: string;
  endsOn: string | null;
  monthlyPrice: number;
  contractPlan: { name: string } | null;
}
export interface LinkView {
  id: string;
  userId: string;
  roles: string[];
  userName: string;
  userEmail: string;
}
export interface PlatformUserView {
  id: string;
  name: string;
  email: string;
  businessIds: string[];
}

/** The terminal's business: the one every read names for the tenant guard. */
function here(): string {
  const id = useShell.getState().session?.businessId;
  if (!id) throw new Error(syncMessages.unexpected);
  return id;
}

function adminApi(): Api {
  const { session, terminal } = useShell.getState();
  if (!terminal?.serverUrl) throw new Error(syncMessages.unexpected);
  return createApi({
    session: { context: 'admin', project: 'pdv', environment: 'local' },
    baseUrls: { local: { main: terminal.serverUrl } },
    ...(session?.token ? { token: session.token } : {}),
  });
}

export interface PlatformRead {
  businesses: BusinessSummary[];
  plans: ContractPlanView[];
  admins: PlatformUserView[];
}

/** The platform's businesses (a name or CNPJ filters them), its contract plans and its admins. */
export async function loadPlatform(term: string): Promise<PlatformRead> {
  const api = adminApi();
  const businessId = here();
  const [businesses, plans, admins] = await Promise.all([
    api.business.gqlBusinessListAdmin({ businessId, ...(term.trim() ? { term: term.trim() } : {}) }, 'id name tradeName document partnerId releasedToProductionAt') as Promise<BusinessSummary[]>,
    api.printersPlansUsers.gqlContractPlans({ businessId }, 'id name description monthlyPrice available') as Promise<ContractPlanView[]>,
    api.printersPlansUsers.gqlAdminUsers({ businessId }, 'id name email businessIds') as Promise<PlatformUserView[]>,
  ]);
  return { businesses, plans, admins };
}

export interface BusinessDetail {
  plans: BusinessPlanView[];
  links: LinkView[];
}

/** One business's contract plans (latest first) and the people linked to it. */
export async function loadBusinessDetail(businessId: string): Promise<BusinessDetail> {
  const api = adminApi();
  const businessPlans = bindCall(api.client, 'businessContractPlans', gql('businessContractPlans'));
  const [plans, links] = await Promise.all([
    businessPlans({ businessId }, 'id contractPlanId startsOn endsOn monthlyPrice contractPlan { name }') as Promise<BusinessPlanView[]>,
    api.business.gqlUserBusinessListAdmin({ businessId: here(), filterBusinessId: businessId }, 'id userId roles userName userEmail') as Promise<LinkView[]>,
  ]);
  return { plans, links };
}

type Runner = (input: { businessId?: string; params: Record<string, string>; body: unknown }) => Promise<unknown>;

/** Sends a declared write as the admin, on `businessId` when it is business-scoped; its schema's refusal at once. */
export async function send<P extends string, S extends z.ZodType>(w: WriteDecl<P, S, undefined>, input: { businessId?: string; params: Record<string, string>; body: z.input<S> }): Promise<unknown> {
  const parsed = w.schema.safeParse(input.body, { error: ptBRErrorMap });
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? syncMessages.unexpected);
  const api = adminApi() as unknown as Record<string, Record<string, Runner | undefined>>;
  const call = api.business?.[w.id] ?? api.printersPlansUsers?.[w.id];
  if (!call) throw new Error(syncMessages.unexpected);
  return call({ ...(input.businessId ? { businessId: input.businessId } : {}), params: input.params, body: parsed.data });
}
