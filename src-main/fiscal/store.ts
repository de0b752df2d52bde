// The terminal's NFC-e documents: the exact signed XML (what the printed QR code proves) and a tracking record per
// access key, both written durably before the DANFE prints. Export of the XMLs as a zip for the accountant.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { NfceRecord } from '../../src-shared/fiscal/tracking.js';
import type { FiscalSale } from '../../src-shared/fiscal/types.js';
import { readRecords, writeDurable } from './durable.js';

export interface EmissionInput {
  sale: FiscalSale;
  contingency: { since: string; reason: string } | null;
  qrCode: string;
  urlChave: string;
}

export class NfceStore {
  private readonly records = new Map<string, NfceRecord>();
  /** The records in emission order, kept until one changes: read after every change, with a thousand notes pending. */
  private ordered: NfceRecord[] | null = null;
  private loaded = false;

  constructor(private readonly dir: string) {}

  async load(): Promise<void> {
    if (this.loaded) return;
    for (const record of await readRecords(this.dir, (n) => !n.endsWith('.emission.json'), (v) => NfceRecord.parse(v))) this.records.set(record.key, record);
    this.ordered = null;
    this.loaded = true;
  }

  list(): NfceRecord[] {
    this.ordered ??= [...this.records.values()].sort((a, b) => (a.emittedAt < b.emittedAt ? -1 : a.emittedAt > b.emittedAt ? 1 : a.nNF - b.nNF));
    return [...this.ordered];
  }

  get(key: string): NfceRecord | undefined {
    return this.records.get(key);
  }

  byGroupPayment(groupPaymentId: string): NfceRecord | undefined {
    // An online NFC-e replaced by a contingency one (or never received) is not the sale's document.
    return this.list().find((r) => r.groupPaymentId === groupPaymentId && r.status !== 'cancelada' && r.status !== 'inutilizar' && !r.substitutedBy);
  }

  /** Saves a new document: the XML first, then its record (the record's presence means the XML is complete). */
  async add(record: NfceRecord, xml: string, emission: EmissionInput): Promise<void> {
    await writeDurable(path.join(this.dir, `${record.key}.xml`), xml);
    await writeDurable(path.join(this.dir, `${record.key}.emission.json`), JSON.stringify(emission));
    await this.put(record);
  }

  /** What the document was built from, to print it again exactly. */
  async emission(key: string): Promise<EmissionInput> {
    return JSON.parse(await readFile(path.join(this.dir, `${key}.emission.json`), 'utf8')) as EmissionInput;
  }

  async put(record: NfceRecord): Promise<void> {
    await writeDurable(path.join(this.dir, `${record.key}.json`), JSON.stringify(record));
    this.records.set(record.key, record);
    this.ordered = null;
  }

  async saveExtra(key: string, suffix: 'prot' | `event-${string}`, xml: string): Promise<void> {
    await writeDurable(path.join(this.dir, `${key}-${suffix}.xml`), xml);
  }

  async xml(key: string): Promise<string> {
    return readFile(path.join(this.dir, `${key}.xml`), 'utf8');
  }

  /** A saved protocol or event XML, or null. */
  extra(key: string, suffix: 'prot' | `event-${string}`): Promise<string | null> {
    return this.optional(`${key}-${suffix}.xml`);
  }

  private async optional(file: string): Promise<string | null> {
    try {
      return await readFile(path.join(this.dir, file), 'utf8');
    } catch {
      return null;
    }
  }

  /**
   * Zip of the month's XMLs (month 'YYYY-MM' of dhEmi, all when omitted): nfeProc (NFe + protNFe) for authorized
   * documents, the signed NFe otherwise, and every event sent.
   */
  async exportZip(month?: string): Promise<{ zip: Uint8Array; files: string[] }> {
    const entries: Record<string, Uint8Array> = {};
    const header = '<?xml version="1.0" encoding="UTF-8"?>';
    for (const r of this.list()) {
      if (month && r.dhEmi.slice(0, 7) !== month) continue;
      const nfe = await this.xml(r.key);
      const prot = await this.optional(`${r.key}-prot.xml`);
      entries[`${r.key}-${prot ? 'procNFe' : 'NFe'}.xml`] = strToU8(
        prot ? `${header}<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">${nfe}${prot}</nfeProc>` : header + nfe,
      );
      for (const ev of r.events) {
        const xml = await this.optional(`${r.key}-event-${ev.id}.xml`);
        if (xml) entries[`${ev.id}-evento.xml`] = strToU8(header + xml);
      }
    }
    return { zip: zipSync(entries, { level: 6 }), files: Object.keys(entries) };
  }
}
