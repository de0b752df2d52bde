// DANFE NFC-e data mapping (Manual DANFE NFC-e/QR Code v6.0, nfce-contingency.md §2.3): what each division of the
// receipt says, in the words printed on paper. In contingency the receipt says "EMITIDA EM CONTINGÊNCIA /
// Pendente de autorização" below the header and below the identification, has no protocol line, and is printed
// twice: the consumer's copy and the establishment's copy, kept until the NFC-e is authorized.
import { formatAccessKey } from './accessKey.js';
import { brl, dateTimeBr, quantityBr } from './format.js';
import type { BuiltNfce } from './nfceXml.js';
import { TPAG_LABELS } from './payments.js';
import { fiscalMessages } from '../i18n/fiscal.js';
import type { DanfeNfceData } from '../printing/templates/schemas.js';
import type { FiscalAddress } from './types.js';

const m = fiscalMessages.danfe;

export type DanfeCopy = 'consumer' | 'establishment';

export interface DanfeItem {
  code: string;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  total: string;
}

export interface DanfeData {
  /** Divisão I: the emitter. */
  header: { legalName: string; tradeName: string | null; cnpj: string; ie: string; address: string };
  /** The two highlighted lines, when emitted in contingency. */
  contingency: [string, string] | null;
  homologation: string | null;
  title: string;
  items: DanfeItem[];
  totals: { itemsCount: string; products: string; discount: string | null; otherCharges: string | null; toPay: string };
  payments: { label: string; amount: string }[];
  change: string | null;
  approxTaxes: string | null;
  consultUrl: string;
  accessKey: string;
  consumer: string;
  /** The delivery address (home delivery), printed below the consumer. */
  consumerAddress: string | null;
  /** "NFC-e nº 12 Série 890 10/03/2026 19:15:00" */
  identification: string;
  copyLabel: string | null;
  protocol: string | null;
  /** The QR code's text, printed by the printer's own QR command (error correction M). */
  qrCode: string;
  additionalInfo: string | null;
}

function formatCnpj(cnpj: string): string {
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

function formatCpf(cpf: string): string {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

/** "Rua Augusta, 1500 Loja 2, Consolação, São Paulo - SP, CEP 01304-001": the address as printed (Divisão I, VI). */
function addressLine(a: FiscalAddress): string {
  const cep = a.cep ? `, CEP ${a.cep.slice(0, 5)}-${a.cep.slice(5)}` : '';
  return `${a.street}, ${a.number}${a.complement ? ` ${a.complement}` : ''}, ${a.district}, ${a.cityName} - ${a.uf}${cep}`;
}

export interface DanfeInput {
  built: BuiltNfce;
  qrCode: string;
  urlChave: string;
  copy: DanfeCopy;
  /** Authorization protocol and time, once authorized (reprints). */
  protocol?: { nProt: string; at: string } | null;
}

export function danfeData({ built, qrCode, urlChave, copy, protocol }: DanfeInput): DanfeData {
  const b = built.business;
  const a = b.address;
  const t = built.totals;
  const consumer = built.sale.consumer;
  const contingency = built.tpEmis === 9 && !protocol;
  return {
    header: {
      legalName: b.legalName,
      tradeName: b.tradeName ?? null,
      cnpj: `CNPJ: ${formatCnpj(b.cnpj)}`,
      ie: `IE: ${b.ie}`,
      address: addressLine(a),
    },
    contingency: contingency ? [m.contingency, m.pendingAuthorization] : null,
    homologation: b.environment === 'homologation' ? m.homologation : null,
    title: m.title,
    items: built.lines.map((l) => ({
      code: l.code,
      description: l.name,
      quantity: quantityBr(l.quantity),
      unit: l.unit,
      unitPrice: brl(l.unitPrice),
      total: brl(l.vProd),
    })),
    totals: {
      itemsCount: String(built.lines.length),
      products: brl(t.vProd),
      discount: t.vDesc > 0 ? brl(t.vDesc) : null,
      otherCharges: t.vOutro > 0 ? brl(t.vOutro) : null,
      toPay: brl(t.vNF),
    },
    payments: built.payments.map((p) => ({ label: p.xPag ?? TPAG_LABELS[p.tPag] ?? p.tPag, amount: brl(p.vPag) })),
    change: t.vTroco > 0 ? brl(t.vTroco) : null,
    approxTaxes: t.vTotTrib > 0 ? brl(t.vTotTrib) : null,
    consultUrl: urlChave,
    accessKey: formatAccessKey(built.key),
    consumer: consumer?.cpf
      ? m.consumerCpf(formatCpf(consumer.cpf))
      : consumer?.cnpj
        ? m.consumerCnpj(formatCnpj(consumer.cnpj))
        : m.consumerNotIdentified,
    consumerAddress: consumer?.address ? m.deliveryAddress(addressLine(consumer.address)) : null,
    identification: m.nfceLine(built.nNF, built.serie, dateTimeBr(built.dhEmi)),
    copyLabel: contingency ? (copy === 'consumer' ? m.consumerCopy : m.establishmentCopy) : null,
    protocol: protocol ? `${m.protocol} ${protocol.nProt} ${dateTimeBr(protocol.at)}` : null,
    qrCode,
    additionalInfo: built.sale.note ?? null,
  };
}

/** The copies the rules require: two in contingency (consumer, establishment), one otherwise. */
export function danfeCopies(built: BuiltNfce): DanfeCopy[] {
  return built.tpEmis === 9 ? ['consumer', 'establishment'] : ['consumer'];
}

/**
 * One DANFE copy as the data of the printing area's DANFE NFC-e template (src-shared/printing/templates/danfeNfce.ts),
 * which lays it out for every printer model; the printer queue prints it.
 */
export function printingDanfeData({ built, qrCode, urlChave, copy, protocol }: DanfeInput): DanfeNfceData {
  const b = built.business;
  const a = b.address;
  const t = built.totals;
  const consumer = built.sale.consumer;
  const contingency = built.tpEmis === 9 && !protocol;
  return {
    issuer: {
      name: b.legalName,
      ...(b.tradeName ? { tradeName: b.tradeName } : {}),
      cnpj: formatCnpj(b.cnpj),
      ie: b.ie,
      address: addressLine(a),
    },
    number: built.nNF,
    series: built.serie,
    issuedAt: built.dhEmi,
    timeZone: b.timeZone,
    items: built.lines.map((l) => ({
      code: l.code,
      description: l.name,
      quantity: l.quantity / 1000,
      quantityText: quantityBr(l.quantity),
      unit: l.unit,
      unitPrice: l.unitPrice,
      total: l.vProd,
    })),
    totals: { items: t.vProd, discount: t.vDesc, surcharge: t.vOutro, total: t.vNF },
    payments: built.payments.map((p) => ({ method: p.xPag ?? TPAG_LABELS[p.tPag] ?? p.tPag, amount: p.vPag })),
    change: t.vTroco,
    ...(t.vTotTrib > 0 ? { approximateTaxes: t.vTotTrib } : {}),
    accessKey: built.key,
    qrPayload: qrCode,
    consultUrl: urlChave,
    ...(protocol ? { protocol: { number: protocol.nProt, at: protocol.at } } : {}),
    contingency,
    // Only the contingency receipt has two copies to tell apart.
    ...(contingency ? { copy } : {}),
    environment: b.environment,
    ...(consumer?.cpf || consumer?.cnpj
      ? {
          consumer: {
            document: consumer.cpf ? formatCpf(consumer.cpf) : formatCnpj(consumer.cnpj ?? ''),
            documentType: consumer.cpf ? ('CPF' as const) : ('CNPJ' as const),
            ...(consumer.name ? { name: consumer.name } : {}),
            ...(consumer.address ? { address: addressLine(consumer.address) } : {}),
          },
        }
      : {}),
    ...(built.sale.note ? { additionalInfo: built.sale.note } : {}),
  };
}
