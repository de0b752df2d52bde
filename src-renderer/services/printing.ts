// Paper from the counter screens through the printing bridge (the main process owns the printers and a
// durable queue): kitchen tickets to each kitchen's printer, the pre-bill (conference), the payment receipt,
// cash vouchers with the drawer, the closed resume. Templates and their data are src-shared/printing's.
import { fractionText, orderCode } from '../../src-shared/domain/orderCode.js';
import { businessTimeZone } from '../format/time.js';
import type { ConferenceData, KitchenTicketData, PaymentReceiptData, CashMovementData, CashClosingData, DanfeNfceData } from '../../src-shared/printing/templates/schemas.js';
import { newId } from '../../src-shared/ids/uuid.js';
import { routeKitchenTickets } from '../../src-shared/printing/kitchenRouting.js';
import { firingMessages, type Missed } from '../../src-shared/i18n/firing.js';
import { screenMessages as m } from '../../src-shared/i18n/screens.js';
import { toast } from '../ui/toast.js';
import { syncEngine, useShell } from '../store/shell.js';
import { all, byId } from '../queries/mirrorRead.js';
import { loadPad, type PadView } from '../queries/counter.js';
import { currentBusinessId, useCounterSession } from '../hooks/useCounter.js';
import { useTerminalSetup } from '../store/terminalSetup.js';
import { command } from './write.js';
import { defaultProductFiscal, productFiscal } from './fiscalData.js';
import { buyerRequired, parseBuyerDocument, type BuyerDocument } from '../../src-shared/fiscal/documents.js';
import type { FiscalAddress } from '../../src-shared/fiscal/types.js';
import { fiscalMessages } from '../../src-shared/i18n/fiscal.js';

type Printed = { template: 'kitchenTicket'; data: KitchenTicketData } | { template: 'conference'; data: ConferenceData } | { template: 'paymentReceipt'; data: PaymentReceiptData } | { template: 'cashMovement'; data: CashMovementData } | { template: 'cashClosing'; data: CashClosingData } | { template: 'danfeNfce'; data: DanfeNfceData };

async function print(printerId: string, what: Printed, label: string): Promise<boolean> {
  try {
    // Times on paper read the business's clock, as on the screens.
    await command('printing.print', { printerId, jobId: newId(), label, template: what.template, data: { ...what.data, timeZone: businessTimeZone() } });
    return true;
  } catch (err) {
    toast(err instanceof Error ? err.message : String(err), 'error');
    return false;
  }
}

function businessName(): string {
  const b = useShell.getState().business;
  return b?.tradeName ?? b?.name ?? '';
}

function receiptPrinter(): string | null {
  const id = useTerminalSetup.getState().receiptPrinterId;
  if (!id) toast(m.printing.noReceiptPrinter, 'error');
  return id;
}

/** The printers this terminal knows (by id), to tell which kitchens it can print for. */
async function terminalPrinters(): Promise<Set<string>> {
  try {
    const r = await command<{ printers: { id: string }[] }>('printing.printers', {});
    return new Set(r.printers.map((p) => p.id));
  } catch {
    return new Set();
  }
}

export interface TicketLine {
  productId: string;
  name: string;
  quantity: number;
  weighed?: boolean;
  selections: { name: string; quantity: number; fraction?: number }[];
  observation: string | null;
}


/**
 * Each kitchen's printers print its part of what was fired (its secondary kitchens too, and a conditional
 * printer when the order's origin and the hour call for it), online or offline; one notice then says which
 * stations printed and which did not, and why (not one toast per station, which the next one hid).
 */
export async function printKitchenTickets(orderId: string, padLabel: string, lines: readonly TicketLine[], originId: string | null = null): Promise<number> {
  const businessId = currentBusinessId();
  const [products, categories, kitchens, secondaryKitchens, conditionalPrinters, availabilities, known] = await Promise.all([
    all('products', businessId),
    all('categories', businessId),
    all('kitchens', businessId),
    all('secondaryKitchens', businessId),
    all('kitchenConditionalPrinters', businessId),
    all('availabilities', businessId),
    terminalPrinters(),
  ]);
  const jobs = routeKitchenTickets({
    lines,
    products,
    categories,
    kitchens,
    secondaryKitchens,
    conditionalPrinters,
    availabilities,
    originId,
    at: new Date(),
    timeZone: businessTimeZone(),
    reachable: known,
    terminalKitchenPrinterId: useTerminalSetup.getState().kitchenPrinterId,
  });
  const printed: string[] = [];
  const missed: Missed[] = [];
  for (const job of jobs) {
    const station = job.kitchenName ?? m.printing.kitchen;
    if (!job.printerId) {
      missed.push({ station, reason: firingMessages.noPrinter });
      continue;
    }
    const data: KitchenTicketData = {
      destination: /bar/i.test(job.kitchenName ?? '') ? 'bar' : 'kitchen',
      stationName: station,
      orderNumber: orderCode(orderId),
      table: padLabel,
      waiter: useCounterSession.getState().userName ?? undefined,
      firedAt: new Date().toISOString(),
      items: job.lines.map((l) => ({
        quantity: l.weighed ? l.quantity / 1000 : Math.round(l.quantity / 1000),
        unit: l.weighed ? 'kg' : 'un',
        name: l.name,
        compositions: l.selections.map((s) => ({ name: `${fractionText(s.fraction)}${s.name}`, quantity: s.fraction ? undefined : Math.round(s.quantity / 1000) })),
        notes: l.observation ?? undefined,
      })),
    };
    try {
      await command('printing.print', { printerId: job.printerId, jobId: newId(), label: `${m.printing.kitchenTicket} ${padLabel}`, template: 'kitchenTicket', data });
      printed.push(station);
    } catch (err) {
      missed.push({ station, reason: err instanceof Error ? err.message : String(err) });
    }
  }
  toast(firingMessages.report(lines.length, printed, missed), missed.length > 0 ? 'error' : 'success');
  return printed.length;
}

/** A document ready for the printer: where it goes, its template and data (printed or shown as a preview). */
export interface PrintDocument {
  printerId: string;
  what: Printed;
  label: string;
}

/** The pre-bill of a pad as it would print now, or null with no receipt printer or no pad. */
/**
 * The mirror with every change this terminal has queued pictured on it: a bill printed right after firing (F4, then
 * F9) must list what was just fired, even while the outbox still holds it. Waits for a pull in progress, if any.
 */
async function withQueuedChanges(): Promise<void> {
  await syncEngine()?.refreshPending();
}

export async function preBillDocument(orderPadId: string, padLabel: string): Promise<PrintDocument | null> {
  const printerId = receiptPrinter();
  await withQueuedChanges();
  const view = await loadPad(orderPadId);
  if (!printerId || !view) return null;
  const service = await byId('services', view.pad.serviceId);
  const data: ConferenceData = {
    businessName: businessName(),
    orderPad: padLabel,
    openedAt: service?.openedAt ?? view.pad.createdAt ?? new Date().toISOString(),
    printedAt: new Date().toISOString(),
    items: view.lines.map((l) => ({ quantity: l.quantity / 1000, name: l.name, unitPrice: l.unitPrice, total: l.totalPrice })),
    subtotal: view.totals.subtotal,
    serviceFeePercent: view.pad.serviceFeeEnabled ? view.pad.serviceFeeRate / 100 : undefined,
    serviceFee: view.totals.serviceFee,
    discount: view.totals.discount,
    total: view.totals.total,
    occupants: view.pad.occupants,
  };
  return { printerId, what: { template: 'conference', data }, label: `${m.pad.preBill} ${padLabel}` };
}

export async function printPreBill(orderPadId: string, padLabel: string): Promise<boolean> {
  const doc = await preBillDocument(orderPadId, padLabel);
  if (!doc) return false;
  const ok = await print(doc.printerId, doc.what, doc.label);
  if (ok) toast(m.pad.preBillPrinted, 'success');
  return ok;
}

/** The pads of a bill (one, or a table's several), read together. */
async function loadPads(orderPadIds: string | readonly string[]): Promise<PadView[]> {
  const ids = typeof orderPadIds === 'string' ? [orderPadIds] : orderPadIds;
  return (await Promise.all(ids.map((id) => loadPad(id)))).filter((v): v is PadView => !!v);
}

/** The payment receipt of a bill as it would print now, or null with no receipt printer or no pad. */
export async function receiptDocument(orderPadIds: string | readonly string[], padLabel: string): Promise<PrintDocument | null> {
  const printerId = receiptPrinter();
  await withQueuedChanges();
  const views = await loadPads(orderPadIds);
  if (!printerId || views.length === 0) return null;
  const methods = await all('paymentMethods', currentBusinessId());
  const payments = views.flatMap((v) => v.payments);
  const data: PaymentReceiptData = {
    businessName: businessName(),
    reference: padLabel,
    paidAt: new Date().toISOString(),
    operator: useCounterSession.getState().userName ?? undefined,
    total: views.reduce((a, v) => a + v.totals.total, 0),
    // Whole rows: the receipt's schema picks the sums it prints, so a new money column is not mapped here.
    payments: payments.map((p) => ({ ...p, method: methods.find((x) => x.id === p.paymentMethodId)?.name ?? '?' })),
    change: payments.reduce((a, p) => a + (p.change ?? 0), 0),
  };
  return { printerId, what: { template: 'paymentReceipt', data }, label: `${m.payment.printReceipt} ${padLabel}` };
}

export async function printReceipt(orderPadIds: string | readonly string[], padLabel: string): Promise<boolean> {
  const doc = await receiptDocument(orderPadIds, padLabel);
  return doc ? printDocument(doc, m.payment.receiptPrinted) : false;
}

/** Prints a document (after its preview); says so when it went to the printer. */
export async function printDocument(doc: PrintDocument, printed: string): Promise<boolean> {
  const ok = await print(doc.printerId, doc.what, doc.label);
  if (ok) toast(printed, 'success');
  return ok;
}

/** A supply or bleeding: the voucher prints and the drawer opens. */
export async function printCashVoucher(type: 'supply' | 'bleeding', amount: number, reason: string | null): Promise<boolean> {
  const printerId = receiptPrinter();
  if (!printerId) return false;
  const data: CashMovementData = {
    kind: type,
    businessName: businessName(),
    terminal: useShell.getState().terminal?.name ?? '',
    operator: useCounterSession.getState().userName ?? '',
    at: new Date().toISOString(),
    amount,
    reason: reason ?? undefined,
  };
  const ok = await print(printerId, { template: 'cashMovement', data }, type === 'supply' ? m.cash.supply : m.cash.bleeding);
  if (!ok) return false;
  try {
    await command('printing.drawer.open', { printerId, jobId: newId() });
  } catch (err) {
    toast(err instanceof Error ? err.message : String(err), 'error');
  }
  toast(m.cash.voucherPrinted, 'success');
  return true;
}

export async function printClosedResume(data: Omit<CashClosingData, 'businessName' | 'terminal' | 'operator'>): Promise<boolean> {
  const printerId = receiptPrinter();
  if (!printerId) return false;
  const full: CashClosingData = { ...data, businessName: businessName(), terminal: useShell.getState().terminal?.name ?? '', operator: useCounterSession.getState().userName ?? '' };
  const ok = await print(printerId, { template: 'cashClosing', data: full }, m.cash.closedResume);
  if (ok) toast(m.cash.closedResumePrinted, 'success');
  return ok;
}

export const KIND_OF_METHOD: Record<string, string> = {
  money: 'money',
  cash: 'money',
  credit: 'creditCard',
  debit: 'debitCard',
  pix: 'pix',
  mealVoucher: 'mealVoucher',
  foodVoucher: 'foodVoucher',
  voucher: 'voucher',
  courtesy: 'courtesy',
  pendency: 'pendency',
};

/**
 * The NFC-e of a paid bill (one pad or a table's pads), emitted by the terminal in contingency (tpEmis 9) so
 * it works with the server away; the fiscal module numbers, signs, prints the DANFE and queues it for
 * transmission. Each product goes with its own fiscal data when the mirror has it, else with the terminal's
 * default classification (settings: NCM, CFOP and the ICMS treatment of the business's tax regime).
 */
export async function emitNfce(
  orderPadIds: string | readonly string[],
  padLabel: string,
  groupId?: string,
  buyer?: BuyerDocument,
): Promise<{ emitted: boolean; needsBuyer?: string }> {
  const views = await loadPads(orderPadIds);
  const lines = views.flatMap((v) => v.lines);
  if (lines.length === 0) return { emitted: false };
  const businessId = currentBusinessId();
  const [products, methods] = await Promise.all([all('products', businessId), all('paymentMethods', businessId)]);
  const fallback = defaultProductFiscal(useTerminalSetup.getState().fiscal);
  const sale = {
    groupPaymentId: groupId ?? views[0]!.pad.id,
    items: lines.map((l) => {
      const p = products.find((x) => x.id === l.productId);
      const weighed = p?.unit === 'kilograms';
      return {
        code: p?.internalCode ?? l.productId.slice(-8),
        name: l.name.slice(0, 120),
        unit: weighed ? 'KG' : 'UN',
        quantity: l.quantity,
        // The line's own price (a composite's highest half, a weighed plate's price per kilogram).
        unitPrice: Math.max(1, l.unitPrice),
        fiscal: productFiscal(p) ?? fallback,
      };
    }),
    discount: views.reduce((a, v) => a + v.totals.discount, 0),
    serviceFee: views.reduce((a, v) => a + v.totals.serviceFee, 0),
    // The delivery fee is paid with the bill: without it the NFC-e would print it back as change.
    deliveryFee: views.reduce((a, v) => a + v.totals.extras, 0),
    payments: views
      .flatMap((v) => v.payments)
      .map((p) => {
        const type = methods.find((x) => x.id === p.paymentMethodId)?.type ?? 'others';
        return { method: KIND_OF_METHOD[type] ?? 'others', amount: p.amount };
      }),
    note: padLabel,
    delivery: views.some((v) => v.orders.some((o) => o.deliveryMode === 'delivery')),
  };
  const consumer = { ...(sale.delivery ? await deliveryConsumer(views) : {}), ...(buyer ?? {}) };
  // From R$ 10.000,00 and on delivery SEFAZ wants the buyer (750, 787): ask before anything is emitted.
  const vNF = sale.items.reduce((a, i) => a + Math.round((i.quantity * i.unitPrice) / 1000), 0) - sale.discount + sale.serviceFee + sale.deliveryFee;
  if (!consumer.cpf && !consumer.cnpj && buyerRequired(vNF, sale.delivery)) {
    return { emitted: false, needsBuyer: sale.delivery ? fiscalMessages.errors.deliveryNeedsBuyer : fiscalMessages.errors.buyerRequired };
  }
  try {
    // Online first; the terminal switches to contingency on its own when SEFAZ does not answer in time.
    const emitted = await command<{ record: { tpEmis: 1 | 9; nProt: string | null } }>('fiscal.emit', {
      sale: { ...sale, ...(consumer.cpf || consumer.cnpj ? { consumer } : {}) },
    });
    if (emitted.record.tpEmis === 9) toast(m.payment.nfceContingency, 'info');
    else toast(m.payment.nfceAuthorized(emitted.record.nProt ?? ''), 'success');
    return { emitted: true };
  } catch (err) {
    toast(err instanceof Error ? err.message : String(err), 'error');
    return { emitted: false };
  }
}

/**
 * The NFC-e a bill already has (emitted on this terminal), as its DANFE would print again: null when it has none
 * yet. The group is the one emitNfce names the sale with.
 */
export async function nfceDocuments(orderPadIds: readonly string[], groupId?: string): Promise<{ key: string; docs: PrintDocument[] } | null> {
  const groupPaymentId = groupId ?? orderPadIds[0];
  if (!groupPaymentId) return null;
  const found = await command<{ record: { key: string; nNF: number }; copies: unknown[] } | null>('fiscal.danfe', { groupPaymentId });
  if (!found) return null;
  const printerId = useTerminalSetup.getState().receiptPrinterId ?? '';
  const label = m.payment.nfceLabel(found.record.nNF);
  return { key: found.record.key, docs: found.copies.map((data) => ({ printerId, what: { template: 'danfeNfce', data: data as DanfeNfceData }, label })) };
}

/** Prints a bill's DANFE again (every copy, from the stored document). */
export async function reprintNfce(key: string): Promise<void> {
  try {
    await command('fiscal.reprint', { key });
    toast(m.payment.nfceReprinted, 'success');
  } catch (err) {
    toast(err instanceof Error ? err.message : String(err), 'error');
  }
}

const plainText = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();

/**
 * The delivery's customer as the NFC-e's buyer (dest): the document and name of its entity, and its address
 * (enderDest). The address goes only when complete; its IBGE city code is the business's when the delivery is in
 * the business's own city (the counter's mirror has no other codes), else the builder asks for it in Portuguese.
 */
async function deliveryConsumer(views: PadView[]): Promise<{ cpf?: string; cnpj?: string; name?: string; address?: FiscalAddress }> {
  const order = views.flatMap((v) => v.orders).find((o) => o.deliveryMode === 'delivery' && o.entityId);
  if (!order) return {};
  const [entity, address] = await Promise.all([byId('entities', order.entityId), byId('entityAddresses', order.entityAddressId)]);
  const doc = parseBuyerDocument(entity?.document ?? '') ?? {};
  const name = entity?.name && entity.name.trim().length >= 2 ? entity.name.trim().slice(0, 60) : undefined;
  const fiscal = useTerminalSetup.getState().fiscal;
  const sameCity = !!fiscal && !!address && (!address.city || plainText(address.city) === plainText(fiscal.cityName));
  const cep = address?.cep?.replace(/\D/g, '');
  const complete = address && address.street.trim().length >= 2 && (address.neighborhood ?? '').trim().length >= 2 && sameCity && fiscal;
  return {
    ...doc,
    ...(name ? { name } : {}),
    ...(complete
      ? {
          address: {
            street: address.street.trim().slice(0, 60),
            number: address.number?.trim() || 'S/N',
            ...(address.complement?.trim() ? { complement: address.complement.trim().slice(0, 60) } : {}),
            district: (address.neighborhood ?? '').trim().slice(0, 60),
            cityCode: fiscal.cityCode,
            cityName: fiscal.cityName,
            uf: fiscal.uf,
            ...(cep && cep.length === 8 ? { cep } : {}),
          },
        }
      : {}),
  };
}
