// The writes of a business's setup (Configurações and the first-run wizard): its address, fiscal data and opening
// hours. Sent while the manager is at the screen, which waits for the server's answer (a refused field is shown
// where it was typed); the counter does not read these rows from its mirror, so they picture nothing offline.
import { businessCalls as calls } from '../api/areas/business.js';
import * as s from '../api/schemas/businessProfile.js';
import { declareWrite } from './define.js';

const NO_EFFECT = 'configuração do estabelecimento: a tela espera a resposta do servidor e o balcão não a lê do espelho';

export const businessAddressUpdate = declareWrite('businessAddressUpdate', calls.businessAddressUpdate, {
  schema: s.businessAddress,
  label: ({ body }) => `Endereço: ${body.street}, ${body.number}`,
  entityIds: () => [],
  effect: null,
  noEffect: NO_EFFECT,
});

export const businessFiscalConfigCreate = declareWrite('businessFiscalConfigCreate', calls.businessFiscalConfigCreate, {
  schema: s.fiscalConfigCreate,
  label: ({ body }) => `Dados fiscais: CNPJ ${body.cnpj}`,
  entityIds: ({ body }) => (body.id ? [body.id] : []),
  effect: null,
  noEffect: NO_EFFECT,
});

export const businessFiscalConfigUpdate = declareWrite('businessFiscalConfigUpdate', calls.businessFiscalConfigUpdate, {
  schema: s.fiscalConfigUpdate,
  label: () => 'Dados fiscais alterados',
  entityIds: () => [],
  effect: null,
  noEffect: NO_EFFECT,
});

export const businessHourCreate = declareWrite('businessHourCreate', calls.businessHourCreate, {
  schema: s.businessHourCreate,
  label: ({ body }) => `Horário ${body.opensAt}–${body.closesAt}`,
  entityIds: ({ body }) => (body.id ? [body.id] : []),
  effect: null,
  noEffect: NO_EFFECT,
});

export const businessHourUpdate = declareWrite('businessHourUpdate', calls.businessHourUpdate, {
  schema: s.businessHourUpdate,
  label: () => 'Horário alterado',
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});

export const businessHourDelete = declareWrite('businessHourDelete', calls.businessHourDelete, {
  schema: s.businessHourUpdate.pick({}),
  label: () => 'Horário removido',
  entityIds: ({ params }) => [params.id],
  effect: null,
  noEffect: NO_EFFECT,
});
