// The platform's writes on businesses (Configurações → Plataforma, a platform admin): opening a business, changing
// one, the platform's contract plans and the user-business links. They are root-scoped (no business in the path,
// like billing.ts), so they are not in the outbox's table of writes (writes/index.ts prefixes every path with the
// business): the screen sends them with the typed client while it waits, the server validates with the same schemas.
import { z } from 'zod';
import { businessCalls as calls } from '../api/areas/business.js';
import { printersPlansUsersCalls as plans } from '../api/areas/printersPlansUsers.js';
import { businessCreate, businessUpdate } from '../api/schemas/business.js';
import * as cp from '../api/schemas/contractPlans.js';
import { formatBRL } from '../domain/money.js';
import { declareWrite } from './define.js';

const NO_EFFECT = 'ação da plataforma sobre estabelecimentos: a tela espera a resposta do servidor e o balcão não a lê do espelho';

export const businessesCreate = declareWrite('businessesCreate', calls.businessesCreate, {
  schema: businessCreate,
  label: ({ body }) => `Novo estabelecimento: ${body.name}`,
  entityIds: ({ body }) => (body.id ? [body.id] : []),
  effect: null,
  noEffect: NO_EFFECT,
});
export const businessesUpdate = declareWrite('businessesUpdate', calls.businessesUpdate, {
  schema: businessUpdate,
  label: ({ body }) => `Estabelecimento alterado${body.name ? `: ${body.name}` : ''}`,
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});

export const contractPlansCreate = declareWrite('contractPlansCreate', plans.contractPlansCreate, {
  schema: cp.contractPlanCreate,
  label: ({ body }) => `Plano ${body.name} por ${formatBRL(body.monthlyPrice)}`,
  entityIds: ({ body }) => (body.id ? [body.id] : []),
  effect: null,
  noEffect: NO_EFFECT,
});
export const contractPlansUpdate = declareWrite('contractPlansUpdate', plans.contractPlansUpdate, {
  schema: cp.contractPlanUpdate,
  label: ({ body }) => `Plano alterado${body.name ? `: ${body.name}` : ''}`,
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});
export const contractPlansDelete = declareWrite('contractPlansDelete', plans.contractPlansDelete, {
  schema: z.object({}),
  label: () => 'Plano removido',
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});

/** A person's link to a business with its roles (the server's own schema: routes/businesses.ts). */
export const userBusinessLink = z.object({ id: z.uuid().optional(), userId: z.uuid(), businessId: z.uuid(), roles: z.array(z.string().min(1)).min(1).max(11) });
export const userBusinessCreate = declareWrite('userBusinessCreate', calls.userBusinessCreate, {
  schema: userBusinessLink,
  label: () => 'Pessoa vinculada ao estabelecimento',
  entityIds: ({ body }) => [body.userId, body.businessId],
  effect: null,
  noEffect: NO_EFFECT,
});
export const userBusinessUpdate = declareWrite('userBusinessUpdate', calls.userBusinessUpdate, {
  schema: userBusinessLink.omit({ id: true }).partial(),
  label: () => 'Papéis da pessoa alterados',
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});
export const userBusinessDelete = declareWrite('userBusinessDelete', calls.userBusinessDelete, {
  schema: z.object({}),
  label: () => 'Vínculo removido',
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});
