// The writes of a business's contract plan (which platform plan it is on, from when, at what monthly price). Made
// by the platform operator or the business's partner at the back office, which waits for the server's answer; the
// counter never reads them from its mirror, so they picture nothing offline.
import { z } from 'zod';
import { businessCalls as calls } from '../api/areas/business.js';
import * as s from '../api/schemas/contractPlans.js';
import { formatBRL } from '../domain/money.js';
import { declareWrite } from './define.js';

const NO_EFFECT = 'contrato do estabelecimento com a plataforma: a tela espera a resposta do servidor e o balcão não o lê do espelho';

export const businessContractPlansCreate = declareWrite('businessContractPlansCreate', calls.businessContractPlansCreate, {
  schema: s.businessContractPlanCreate,
  label: ({ body }) => `Plano de contrato desde ${body.startsOn}${body.monthlyPrice === undefined ? '' : ` por ${formatBRL(body.monthlyPrice)}`}`,
  entityIds: ({ body }) => (body.id ? [body.id] : []),
  effect: null,
  noEffect: NO_EFFECT,
});

export const businessContractPlansUpdate = declareWrite('businessContractPlansUpdate', calls.businessContractPlansUpdate, {
  schema: s.businessContractPlanUpdate,
  label: () => 'Plano de contrato alterado',
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});

export const businessContractPlansDelete = declareWrite('businessContractPlansDelete', calls.businessContractPlansDelete, {
  schema: z.object({}),
  label: () => 'Plano de contrato removido',
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});
