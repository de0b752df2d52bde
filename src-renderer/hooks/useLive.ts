// Live reads of the mirror: the component re-renders whenever a table it read changes (Dexie liveQuery).
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';

export function useLive<T>(query: () => Promise<T>, deps: readonly unknown[], initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (v) => setValue(v),
      error: (err: unknown) => console.error('leitura do espelho falhou', err),
    });
    return () => subscription.unsubscribe();
    // The query is re-made on every render; `deps` says when its inputs really changed.
  }, deps);
  return value;
}
