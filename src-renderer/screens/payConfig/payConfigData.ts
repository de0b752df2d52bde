// What Configurações → Formas de pagamento and → Entrega read from the server: the business's payment methods, card
// brands, delivery methods and conditional printers, the availabilities of each, and what an availability or a
// printer names (origins, people, printers). Read from the server (the screens wait for its answer), not the mirror.
import { bindCall, gql } from '../../../src-shared/api/core/define.js';
import { serverApi } from '../../services/serverApi.js';

export interface PaymentMethodView {
  id: string;
  name: string;
  type: string;
  allowsChange: boolean;
  available: boolean;
  position: number;
}
export interface CardBrandView {
  id: string;
  paymentMethodId: string;
  name: string;
}
export interface AvailabilityView {
  id: string;
  ownerType: string;
  ownerId: string;
  weekdays: number[];
  originIds: string[];
  userIds: string[];
  startTime: string | null;
  endTime: string | null;
}
export interface DeliveryMethodView {
  id: string;
  name: string;
  mode: string;
  fee: number;
  available: boolean;
}
export interface ConditionalPrinterView {
  id: string;
  deliveryMethodId: string;
  printerId: string;
}
export interface Named {
  id: string;
  name: string;
}
export interface BaseItemView {
  id: string;
  name: string;
  available: boolean;
  type?: string;
  mode?: string;
  allowsChange?: boolean;
  paymentMethodType?: string | null;
}

const AVAILABILITY = 'id ownerType ownerId weekdays originIds userIds startTime endTime deletedAt';
/** Our server's availabilities read (no call of the spec lists them): the typed client's gql definition, bound here. */
async function availabilitiesOf(...ownerTypes: string[]): Promise<AvailabilityView[]> {
  const rows = (await bindCall(serverApi().client, 'availabilities', gql('availabilities'))({}, AVAILABILITY)) as (AvailabilityView & { deletedAt: string | null })[];
  return rows.filter((r) => ownerTypes.includes(r.ownerType) && !r.deletedAt);
}

const byPosition = (a: PaymentMethodView, b: PaymentMethodView) => a.position - b.position || a.name.localeCompare(b.name, 'pt-BR');

export interface PaymentRead {
  methods: PaymentMethodView[];
  brands: CardBrandView[];
  availabilities: AvailabilityView[];
  origins: Named[];
  users: Named[];
  base: { methods: BaseItemView[]; brands: BaseItemView[] };
}

/** Payment methods by their order at the counter, their brands and availabilities, and the origins and people. */
export async function loadPayments(businessId: string): Promise<PaymentRead> {
  const api = serverApi();
  const [methods, brands, availabilities, origins, users, base] = await Promise.all([
    api.paymentMethods.gqlPaymentMethods({}, 'id name type allowsChange available position') as Promise<PaymentMethodView[]>,
    api.paymentMethods.gqlCreditCardBanners({}, 'id paymentMethodId name') as Promise<CardBrandView[]>,
    availabilitiesOf('paymentMethod'),
    api.printersPlansUsers.gqlOrigins({}, 'id name') as Promise<Named[]>,
    api.printersPlansUsers.gqlUsers({}, 'id name') as Promise<Named[]>,
    loadPaymentBase(businessId),
  ]);
  return { methods: [...methods].sort(byPosition), brands, availabilities, origins, users, base };
}

export interface DeliveryRead {
  methods: DeliveryMethodView[];
  availableNow: string[];
  availabilities: AvailabilityView[];
  printers: ConditionalPrinterView[];
  printerNames: Named[];
  origins: Named[];
  users: Named[];
  base: BaseItemView[];
}

/** Delivery methods, which are available now, their availabilities and conditional printers, and the printers. */
export async function loadDeliveries(businessId: string): Promise<DeliveryRead> {
  const api = serverApi();
  const [methods, availableNow, availabilities, printers, printerNames, origins, users, base] = await Promise.all([
    api.deliveryMethods.gqlDeliveryMethods({}, 'id name mode fee available') as Promise<DeliveryMethodView[]>,
    api.deliveryMethods.gqlDeliveryMethodsAvailable({}, 'id') as Promise<{ id: string }[]>,
    availabilitiesOf('deliveryMethod', 'deliveryMethodConditionalPrinter'),
    api.deliveryMethods.gqlConditionalDeliveryMethodPrinters({}, 'id deliveryMethodId printerId') as Promise<ConditionalPrinterView[]>,
    api.printersPlansUsers.gqlPrinters({}, 'id name') as Promise<Named[]>,
    api.printersPlansUsers.gqlOrigins({}, 'id name') as Promise<Named[]>,
    api.printersPlansUsers.gqlUsers({}, 'id name') as Promise<Named[]>,
    // The platform's base delivery methods: every business reads them, a platform admin writes them.
    api.deliveryMethods.gqlDeliveryMethodsBase({ businessId }, 'id name available mode') as Promise<BaseItemView[]>,
  ]);
  return {
    base: base.filter((b) => b.available),
    methods: [...methods].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
    availableNow: availableNow.map((x) => x.id),
    availabilities,
    printers,
    printerNames,
    origins,
    users,
  };
}

/**
 * The platform's base lists (written by a platform admin only; every business reads them): what a manager may copy
 * into the business. Their calls take the business as an argument (not injected by the client).
 */
async function loadPaymentBase(businessId: string): Promise<{ methods: BaseItemView[]; brands: BaseItemView[] }> {
  const api = serverApi().paymentMethods;
  const [methods, brands] = await Promise.all([
    api.gqlPaymentMethodsBase({ businessId }, 'id name available type allowsChange') as Promise<BaseItemView[]>,
    api.gqlCreditCardBannersBase({ businessId }, 'id name available paymentMethodType') as Promise<BaseItemView[]>,
  ]);
  return { methods: methods.filter((m) => m.available), brands: brands.filter((b) => b.available) };
}
