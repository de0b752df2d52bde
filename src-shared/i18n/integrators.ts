// The words of the delivery marketplaces (Integrators, 000 §7): each provider's name as a restaurant reads it, the
// server's refusals (a provider's failure names the marketplace), the pending screen's labels and the Marketplaces
// screen's.
import type { Integrator } from '../api/enums.js';

export const INTEGRATOR_NAMES: Record<Integrator, string> = {
  pedidos10: 'Pedidos10',
  ifood: 'iFood',
  uaiRango: 'uaiRango',
  entregas10: 'Entregas10',
  deliveryMuch: 'Delivery Much',
  cardapioWeb: 'Cardápio Web',
  aiqfome: 'aiqfome',
  anotaAi: 'Anota AI',
  pedeAi: 'PedeAí',
  maisDelivery: 'Mais Delivery',
  delmatch: 'Delmatch',
  multipedidos: 'Multipedidos',
};

export const integratorName = (provider: string): string => INTEGRATOR_NAMES[provider as Integrator] ?? provider;

export const integratorMessages = {
  notFound: {
    integrator: 'Marketplace não encontrado neste estabelecimento',
    business: 'Estabelecimento não encontrado',
    provider: 'Marketplace desconhecido',
    order: 'Pedido não encontrado',
    shipment: (p: string) => `Este pedido não foi despachado pelo ${integratorName(p)}`,
  },
  conflict: {
    notConnected: (p: string) => `O ${integratorName(p)} ainda não está conectado: conecte-o em Configurações → Marketplaces`,
    noUserCode: (p: string) => `Peça primeiro o código de usuário do ${integratorName(p)}`,
    needsUserCode: (p: string) => `O ${integratorName(p)} conecta com o código de autorização do portal (peça o código de usuário)`,
    needsApiKey: (p: string) => `Informe a chave de integração do ${integratorName(p)}`,
    noUserCodeFlow: (p: string) => `O ${integratorName(p)} não usa código de usuário`,
    noOrders: (p: string) => `O ${integratorName(p)} não envia pedidos: é um serviço de entrega`,
    noDispatch: (p: string) => `O ${integratorName(p)} não faz despacho de entregas`,
    notDelivery: 'Só pedidos de entrega podem ser despachados',
    notFromProvider: (p: string) => `Este pedido não veio do ${integratorName(p)}`,
    alreadyDispatched: (p: string) => `Este pedido já foi despachado pelo ${integratorName(p)}`,
  },
  /** The provider answered an error or did not answer: nothing was changed here, the same action may be tried again. */
  providerFailed: (p: string, detail: string) => `O ${integratorName(p)} não atendeu: ${detail}. Nada foi alterado; tente de novo em instantes.`,
  providerUnreachable: (p: string) => `Não foi possível falar com o ${integratorName(p)} (sem resposta). Nada foi alterado; tente de novo em instantes.`,
  providerNotSet: 'O endereço dos marketplaces não está configurado neste servidor (POS_INTEGRATORS_URL)',
  label: {
    auth: (p: string) => `Conectar ${integratorName(p)}`,
    userCode: (p: string) => `Código de usuário do ${integratorName(p)}`,
    pull: (p: string) => `Buscar pedidos do ${integratorName(p)}`,
    importCatalog: 'Importar cardápio do marketplace',
    update: 'Alterar marketplace',
    updateCatalog: 'Enviar cardápio ao iFood',
    changeStatus: (s: string) => `Status no Delivery Much: ${s}`,
    averageTimes: (pickUp: number, delivery: number) => `Tempos médios: retirada ${pickUp} min, entrega ${delivery} min`,
    dispatch: (p: string) => `Despachar pelo ${integratorName(p)}`,
    cancelShipping: 'Cancelar entrega do Entregas10',
  },
} as const;
