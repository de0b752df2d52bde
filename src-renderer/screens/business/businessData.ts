// What Configurações → Estabelecimento reads from the server: the business's data (gqlBusiness) and its setup
// (gqlBusinessConfigQueries: hours, digital menu, sales link, tracking notifications, origins with their pause).
// Read from the server (the screen waits for its answer), not the mirror: none of it is the counter's.
import { serverApi } from '../../services/serverApi.js';

export interface BusinessView {
  id: string;
  name: string;
  tradeName: string | null;
  document: string | null;
  timeZone: string;
}
export interface HourView {
  id: string;
  weekday: number;
  opensAt: string;
  closesAt: string;
}
export interface DigitalMenuView {
  id: string;
  slug: string;
  logo: string | null;
  active: boolean;
}
export interface LinkVendasView extends DigitalMenuView {
  deliveryEnabled: boolean;
  pickupEnabled: boolean;
  minimumOrder: number;
}
export interface TrackingView {
  id: string;
  enabled: boolean;
  channel: 'whatsapp' | 'sms' | 'email';
  statuses: string[];
  message: string | null;
}
export interface OriginView {
  originId: string;
  name: string;
  available: boolean;
  paused: boolean;
  until: string | null;
  reason: string | null;
}
export interface BusinessSetupRead {
  business: BusinessView;
  hours: HourView[];
  digitalMenu: DigitalMenuView | null;
  linkVendasConfig: LinkVendasView | null;
  trackingConfig: TrackingView | null;
  origins: OriginView[];
}

/** The business and its setup, as the server has them now. */
export async function loadBusinessSetup(): Promise<BusinessSetupRead> {
  const api = serverApi().business;
  const [business, setup] = await Promise.all([
    api.gqlBusiness({}, 'id name tradeName document timeZone') as Promise<BusinessView | null>,
    api.gqlBusinessConfigQueries({}, 'hours digitalMenu linkVendasConfig trackingConfig origins') as Promise<Omit<BusinessSetupRead, 'business'>>,
  ]);
  if (!business) throw new Error('business not found');
  return { business, ...setup, origins: [...setup.origins].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')) };
}

export interface AvailabilityAnswer {
  available: boolean;
  message: string | null;
}

/** Whether the business takes orders from an origin now (businessCheckAvailability), and why not. */
export async function checkAvailability(originId: string): Promise<AvailabilityAnswer> {
  return (await serverApi().business.businessCheckAvailability({ body: { originId } })) as AvailabilityAnswer;
}

export interface RegisterState {
  id: string;
  name: string;
  open: boolean;
}

/** The business's cash registers and which are open now (cashRegisterAuditsCheck). */
export async function loadRegisters(): Promise<RegisterState[]> {
  const api = serverApi().cash;
  const [registers, check] = await Promise.all([
    api.gqlCashRegisters({}, 'id name deletedAt') as Promise<{ id: string; name: string; deletedAt: string | null }[]>,
    api.cashRegisterAuditsCheck({}) as Promise<{ cashRegisterAudits: { cashRegisterId: string }[] }>,
  ]);
  const open = new Set(check.cashRegisterAudits.map((a) => a.cashRegisterId));
  return registers
    .filter((r) => !r.deletedAt)
    .map((r) => ({ id: r.id, name: r.name, open: open.has(r.id) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}
