// The sales-link channel (001 §7.6, 002 §6–7): "/link-vendas/login: credentials; returns a token that is then
// set as the authorization header"; "POST /link-vendas/{businessId}/orders (public, optional table token
// header)".
import type { z } from 'zod';
import type { linkVendasLogin as linkVendasLoginBody } from '../schemas/linkVendas.js';
import type { linkVendasOrderCreate } from '../schemas/onlinePayment.js';
import type { Api } from '../registry.js';

/** The header that carries the table token (its name is not shown in the documents; ours). */
export const TABLE_TOKEN_HEADER = 'table-token';

export async function linkVendasLogin(api: Api, credentials: z.input<typeof linkVendasLoginBody>['credentials']): Promise<string> {
  const answer = (await api.entities.linkVendasLogin({ body: { credentials } })) as { token?: unknown };
  if (typeof answer.token !== 'string') throw new TypeError('link-vendas login answered without a token');
  api.client.setToken(answer.token);
  return answer.token;
}

export function createLinkVendasOrder(api: Api, order: z.input<typeof linkVendasOrderCreate>, tableToken?: string): Promise<unknown> {
  return api.orders.linkVendasOrdersCreate({ body: order, ...(tableToken ? { headers: { [TABLE_TOKEN_HEADER]: tableToken } } : {}) });
}
