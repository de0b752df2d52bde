// Reads of our own server for the Marketplaces screen (src-server/graphql/integrators.ts): the spec has the
// marketplaces' calls (000 §7 Integrators) but no read of a business's integrators, their imported catalogue or the
// orders pulled from them.
import { answer, bindArea, gql, type CallRunner } from '../core/define.js';

export interface BusinessIntegratorView {
  id: string;
  provider: string;
  externalId: string | null;
  status: 'pending' | 'connected' | 'disconnected';
  connected: boolean;
  settings: { name?: string; autoPull?: boolean; active?: boolean; pickUpTime?: number; deliveryTime?: number };
  lastPulledAt: string | null;
  catalogImportedAt: string | null;
  catalogPushedAt: string | null;
  catalogItems: number;
  mappedItems: number;
  pulledOrders: number;
}

export interface IntegratorCatalogItemView {
  id: string;
  businessIntegratorId: string;
  externalCode: string;
  name: string;
  price: number;
  productId: string | null;
  productName: string | null;
}

export interface IntegratorOrderView {
  id: string;
  businessIntegratorId: string;
  provider: string;
  externalId: string;
  orderId: string;
  number: number;
  status: string;
  deliveryMode: string;
  message: string | null;
  providerStatus: string | null;
  createdAt: string;
  shipmentId: string | null;
  shipmentStatus: string | null;
  shipmentProvider: string | null;
  trackingUrl: string | null;
}

export const integratorReadCalls = {
  gqlBusinessIntegrators: gql<Record<string, never>, BusinessIntegratorView[]>('businessIntegrators', { contexts: ['business'], answer: answer<BusinessIntegratorView[]>() }),
  gqlIntegratorCatalogItems: gql<{ businessIntegratorId: string }, IntegratorCatalogItemView[]>('integratorCatalogItems', {
    contexts: ['business'],
    answer: answer<IntegratorCatalogItemView[]>(),
  }),
  gqlIntegratorOrders: gql<Record<string, never>, IntegratorOrderView[]>('integratorOrders', { contexts: ['business'], answer: answer<IntegratorOrderView[]>() }),
} as const;

export const createIntegratorReadsApi = (runner: CallRunner) => bindArea(runner, integratorReadCalls);
