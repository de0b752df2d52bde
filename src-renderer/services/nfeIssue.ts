// What an order's NF-e (model 55) is made of, read from the mirror: the sale (the order's comanda with its lines,
// fees and payments, each product with its own fiscal data or the terminal's default) and the recipient as the
// customer's record has it (document, name, delivery address). The manager completes what is missing in the
// dialog; main builds, signs and sends it (nfe.issue).
import type { FiscalSale } from '../../src-shared/fiscal/types.js';
import { parseBuyerDocument } from '../../src-shared/fiscal/documents.js';
import { orderProductTotal } from '../../src-shared/domain/pricing.js';
import type { EntityRow, OrderProductRow, OrderRow } from '../db/rows.js';
import { currentBusinessId } from '../hooks/useCounter.js';
import { loadPad } from '../queries/counter.js';
import { all, byId } from '../queries/mirrorRead.js';
import { useTerminalSetup } from '../store/terminalSetup.js';
import { defaultProductFiscal, productFiscal } from './fiscalData.js';
import { KIND_OF_METHOD } from './printing.js';

export interface RecipientDraft {
  document: string;
  name: string;
  ie: string;
  email: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  cityName: string;
  cityCode: string;
  uf: string;
  cep: string;
}

const plain = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();

/** True when the order can have an NF-e: a customer with a CPF or CNPJ on record. */
export function hasIdentifiedCustomer(customer: EntityRow | null): boolean {
  return !!customer && !!parseBuyerDocument(customer.document ?? '');
}

/** The recipient as the records have it; the IBGE code is the business's when the city is the business's. */
export async function recipientDraft(order: OrderRow, customer: EntityRow): Promise<RecipientDraft> {
  const addresses = order.entityAddressId ? [await byId('entityAddresses', order.entityAddressId)] : (await all('entityAddresses', currentBusinessId())).filter((a) => a.entityId === customer.id);
  const address = addresses.find(Boolean) ?? null;
  const fiscal = useTerminalSetup.getState().fiscal;
  const sameCity = !!fiscal && !!address?.city && plain(address.city) === plain(fiscal.cityName);
  return {
    document: (customer.document ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase(),
    name: customer.name.slice(0, 60),
    ie: '',
    email: '',
    street: address?.street ?? '',
    number: address?.number ?? '',
    complement: address?.complement ?? '',
    district: address?.neighborhood ?? '',
    cityName: address?.city ?? '',
    cityCode: sameCity ? fiscal.cityCode : '',
    uf: address?.state ?? (sameCity ? fiscal.uf : ''),
    cep: (address?.cep ?? '').replace(/\D/g, ''),
  };
}

/** The recipient as nfe.issue takes it (main checks the digits, the IE and the address again). */
export function recipientOf(d: RecipientDraft) {
  const doc = d.document.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const ie = d.ie.replace(/\D/g, '');
  return {
    ...(doc.length === 11 ? { cpf: doc } : { cnpj: doc }),
    name: d.name.trim(),
    // A contributor (with IE) is 1; a company without IE 9 (non-contributor), as a person.
    indIEDest: ie ? (1 as const) : (9 as const),
    ...(ie ? { ie } : {}),
    ...(d.email.trim() ? { email: d.email.trim() } : {}),
    address: {
      street: d.street.trim(),
      number: d.number.trim() || 'S/N',
      ...(d.complement.trim() ? { complement: d.complement.trim() } : {}),
      district: d.district.trim(),
      cityCode: d.cityCode.replace(/\D/g, ''),
      cityName: d.cityName.trim(),
      uf: d.uf.trim().toUpperCase(),
      ...(d.cep.replace(/\D/g, '').length === 8 ? { cep: d.cep.replace(/\D/g, '') } : {}),
    },
  };
}

/** The order's sale: its comanda's lines, fees and payments; an order without comanda, its own lines. */
export async function saleOfOrder(order: OrderRow, lines: OrderProductRow[]): Promise<FiscalSale> {
  const businessId = currentBusinessId();
  const [products, methods] = await Promise.all([all('products', businessId), all('paymentMethods', businessId)]);
  const fallback = defaultProductFiscal(useTerminalSetup.getState().fiscal);
  const view = order.orderPadId ? await loadPad(order.orderPadId) : null;
  const items = (view?.lines ?? lines).map((l) => {
    const p = products.find((x) => x.id === l.productId);
    return {
      code: p?.internalCode ?? l.productId.slice(-8),
      name: l.name.slice(0, 120),
      unit: p?.unit === 'kilograms' ? 'KG' : 'UN',
      quantity: l.quantity,
      unitPrice: Math.max(1, l.unitPrice),
      fiscal: productFiscal(p) ?? fallback,
    };
  });
  const total = lines.reduce((a, l) => a + (l.totalPrice ?? orderProductTotal(l.unitPrice, l.quantity)), 0) + (order.deliveryFee ?? 0);
  const payments = view?.payments.length
    ? view.payments.map((p) => ({ method: KIND_OF_METHOD[methods.find((x) => x.id === p.paymentMethodId)?.type ?? ''] ?? 'others', amount: p.amount }))
    : [{ method: 'others', amount: total }];
  return {
    groupPaymentId: view?.pad.id ?? order.id,
    items,
    discount: view?.totals.discount ?? 0,
    serviceFee: view?.totals.serviceFee ?? 0,
    deliveryFee: view ? view.totals.extras : (order.deliveryFee ?? 0),
    payments,
    delivery: order.deliveryMode === 'delivery',
  } as FiscalSale;
}
