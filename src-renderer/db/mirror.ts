// The IndexedDB mirror of the server's data for the current business. Screens read only from here.
import Dexie, { type EntityTable } from 'dexie';

export interface BusinessRow {
  id: string;
  name: string;
  tradeName: string | null;
  document: string | null;
  timeZone: string;
  updatedAt: string;
}

export class Mirror extends Dexie {
  businesses!: EntityTable<BusinessRow, 'id'>;

  constructor(name = 'pdv-mirror') {
    super(name);
    this.version(1).stores({
      businesses: 'id',
    });
  }
}

export const mirror = new Mirror();
