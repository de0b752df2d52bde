// What the counter's IndexedDB mirror holds, read from the page: a test that changes the server behind the
// counter's back waits for the mirror to hold the change before it goes offline or sells with it.
import type { Page } from '@playwright/test';

/** Whether the counter's IndexedDB mirror holds the row. */
export function mirrored(on: Page, store: string, id: string): Promise<boolean> {
  return on.evaluate(
    ([name, key]) =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('pdv-mirror');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) return (db.close(), resolve(false));
          const get = db.transaction(name).objectStore(name).get(key);
          get.onsuccess = () => (db.close(), resolve(get.result !== undefined));
          get.onerror = () => (db.close(), reject(get.error));
        };
      }),
    [store, id] as const,
  );
}
