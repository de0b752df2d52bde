// The NFC-e of the day by sale (groupPaymentId), for the orders board: read on mount, again when this terminal's
// notes change (fiscal.changed) and each minute (another terminal's notes), not on every change of the mirror.
import { useEffect, useState } from 'react';
import { bridge } from '../services/bridge.js';
import { loadDayNfces, type DayNfce } from '../services/nfceOfDay.js';

export function useDayNfcesByGroup(): Map<string, DayNfce> {
  const [byGroup, setByGroup] = useState(() => new Map<string, DayNfce>());
  useEffect(() => {
    let alive = true;
    const load = () =>
      void loadDayNfces().then(({ rows }) => {
        if (!alive) return;
        // Newest first: a sale emitted again after a rejection shows its latest note.
        const map = new Map<string, DayNfce>();
        for (const n of rows) if (!map.has(n.groupPaymentId)) map.set(n.groupPaymentId, n);
        setByGroup(map);
      });
    load();
    const timer = setInterval(load, 60_000);
    const off = bridge().on('fiscal.changed', load);
    return () => {
      alive = false;
      clearInterval(timer);
      off();
    };
  }, []);
  return byGroup;
}
