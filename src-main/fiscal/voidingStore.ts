// The terminal's voiding requests (inutilização): the signed inutNFe and a tracking record per request, written
// durably before the request is queued, and SEFAZ's answer once it came.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { VoidingRecord } from '../../src-shared/fiscal/voiding.js';
import { readRecords, writeDurable } from './durable.js';

export class VoidingStore {
  private readonly records = new Map<string, VoidingRecord>();
  private loaded = false;

  constructor(private readonly dir: string) {}

  async load(): Promise<void> {
    if (this.loaded) return;
    for (const record of await readRecords(this.dir, () => true, (v) => VoidingRecord.parse(v))) this.records.set(record.id, record);
    this.loaded = true;
  }

  list(): VoidingRecord[] {
    return [...this.records.values()].sort((a, b) => a.at.localeCompare(b.at) || a.from - b.from);
  }

  get(id: string): VoidingRecord | undefined {
    return this.records.get(id);
  }

  /** The signed request first, then its record (the record's presence means the XML is complete). */
  async add(record: VoidingRecord, xml: string): Promise<void> {
    await writeDurable(path.join(this.dir, `${record.id}.xml`), xml);
    await this.put(record);
  }

  async put(record: VoidingRecord): Promise<void> {
    await writeDurable(path.join(this.dir, `${record.id}.json`), JSON.stringify(record));
    this.records.set(record.id, record);
  }

  xml(id: string): Promise<string> {
    return readFile(path.join(this.dir, `${id}.xml`), 'utf8');
  }

  async saveAnswer(id: string, xml: string): Promise<void> {
    await writeDurable(path.join(this.dir, `${id}-ret.xml`), xml);
  }

  async answer(id: string): Promise<string | null> {
    return readFile(path.join(this.dir, `${id}-ret.xml`), 'utf8').catch(() => null);
  }
}
