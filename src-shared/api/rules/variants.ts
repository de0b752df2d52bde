// Calls that choose their variant by context (000 §6, 001 §6, 002 §6): "Business update uses one endpoint in
// business context and another in admin or partner context. Business list and user-business list choose
// their variant by context (user-business: admin variant or partner variant)." "Entity creation and listing
// use a variant per context (admin, partner or business)." "User listing depends on context: admin gets all
// admin users, partner gets its partner's users, business gets its business users."
import type { JsonObject } from '../core/json.js';
import type { Payload } from '../core/json.js';
import type { Api } from '../registry.js';

type Vars = Partial<JsonObject>;

export function updateBusiness(api: Api, body: Payload, businessId?: string): Promise<unknown> {
  const { context, businessId: own } = api.client.session();
  if (context === 'business') return api.business.businessesUpdateOwn({ body });
  return api.business.businessesUpdate({ params: { id: businessId ?? own ?? '' }, body });
}

export function listBusinesses(api: Api, variables: Vars, selection: string): Promise<unknown> {
  const { context } = api.client.session();
  if (context === 'admin') return api.business.gqlBusinessListAdmin(variables, selection);
  if (context === 'franchise') return api.business.gqlBusinessListPartner(variables, selection);
  return api.business.gqlBusinessListBusiness(variables, selection);
}

export function listUserBusinesses(api: Api, variables: Vars, selection: string): Promise<unknown> {
  return api.client.session().context === 'admin'
    ? api.business.gqlUserBusinessListAdmin(variables, selection)
    : api.business.gqlUserBusinessListPartner(variables, selection);
}

export function listEntities(api: Api, variables: Vars, selection: string): Promise<unknown> {
  const { context } = api.client.session();
  if (context === 'admin') return api.entities.gqlAdminEntities(variables, selection);
  if (context === 'franchise') return api.entities.gqlPartnerEntities(variables, selection);
  return api.entities.gqlEntities(variables, selection);
}

export function listUsers(api: Api, variables: Vars, selection: string): Promise<unknown> {
  const { context } = api.client.session();
  if (context === 'admin') return api.printersPlansUsers.gqlAdminUsers(variables, selection);
  if (context === 'franchise') return api.printersPlansUsers.gqlPartnerUsers(variables, selection);
  return api.printersPlansUsers.gqlUsers(variables, selection);
}
