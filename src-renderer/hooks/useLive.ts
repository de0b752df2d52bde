// Live reads of the mirror: the component re-renders whenever the mirror changes. The query runs again
// after any write to the mirror (coalesced), rather than on the ranges Dexie's liveQuery saw it read: reads
// made after awaiting several reads at once were not always seen, and a screen stayed stale (a table's
// payment made offline unshown; the open register missing on the payment screen).
import { Dexie } from 'dexie';
import { useEffect, useState } from 'react';
import { foregroundRead } from '../queries/readPriority.js';

export function useLive<T>(query: () => Promise<T>, deps: readonly unknown[], initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    let alive = true;
    let started = 0;
    let shown = 0;
    let scheduled = false;
    const run = () => {
      const mine = ++started;
      // A screen's read: a background read of the mirror gives way to it (readPriority.ts).
      foregroundRead(query).then(
        (v) => {
          // A slower, older read never replaces a newer one.
          if (!alive || mine < shown) return;
          shown = mine;
          setValue(v);
        },
        (err: unknown) => console.error('leitura do espelho falhou', err),
      );
    };
    const changed = () => {
      if (scheduled) return;
      scheduled = true;
      setTimeout(() => {
        scheduled = false;
        if (alive) run();
      }, 0);
    };
    run();
    Dexie.on.storagemutated.subscribe(changed);
    return () => {
      alive = false;
      Dexie.on.storagemutated.unsubscribe(changed);
    };
    // The query is re-made on every render; `deps` says when its inputs really changed.
  }, deps);
  return value;
}
