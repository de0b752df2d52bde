// The "Comandas" place: the open pads (by name or number), a pad (`#/comandas/<id>`) or its payment
// (`#/comandas/<id>/pagamento`).
import { useMemo, useState } from 'react';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { money } from '../../format/money.js';
import { elapsed } from '../../format/time.js';
import { all } from '../../queries/mirrorRead.js';
import { loadPad, padLabel } from '../../queries/counter.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { useHotkey } from '../../hooks/useHotkey.js';
import { useLive } from '../../hooks/useLive.js';
import { useNow } from '../../hooks/useNow.js';
import { navigate, useRoute } from '../../hooks/useRoute.js';
import { Button } from '../../ui/Button.js';
import { Empty, ScreenHeader } from '../../ui/fields.js';
import { Tile } from '../../ui/Tile.js';
import { PaymentScreen } from '../payment/PaymentScreen.js';
import { OrderPadScreen } from './OrderPadScreen.js';

export function OrderPadsPlace() {
  const [, padId, sub] = useRoute();
  if (padId && sub === 'pagamento') return <PaymentScreen key={padId} bill={{ kind: 'pad', padId }} />;
  if (padId) return <OrderPadScreen key={padId} padId={padId} />;
  return <OpenPads />;
}

function OpenPads() {
  const businessId = useBusinessId();
  const now = useNow();
  const [term, setTerm] = useState('');
  const pads = useLive(
    async () => {
      const open = (await all('orderPads', businessId)).filter((p) => p.status === 'open');
      const views = await Promise.all(open.map(async (p) => ({ id: p.id, label: await padLabel(p), total: (await loadPad(p.id))?.totals.total ?? 0, at: p.createdAt ?? '' })));
      return views.sort((a, b) => a.label.localeCompare(b.label, 'pt-BR', { numeric: true }));
    },
    [businessId],
    [] as { id: string; label: string; total: number; at: string }[],
  );
  const shown = useMemo(() => pads.filter((p) => p.label.toLowerCase().includes(term.trim().toLowerCase())), [pads, term]);
  useHotkey('F2', () => navigate('balcao'));
  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="pads-screen">
      <ScreenHeader title={m.tables.pads}>
        <input
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && shown[0] && navigate('comandas', shown[0].id)}
          placeholder={m.common.search}
          aria-label={m.common.search}
          className="touch-target w-72 rounded-lg border border-slate-300 px-3"
        />
        <Button tone="primary" fkey="F2" onClick={() => navigate('balcao')}>
          {m.checkout.title}
        </Button>
      </ScreenHeader>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {shown.length === 0 ? <Empty>{m.pad.noItems}</Empty> : null}
        <div className="grid grid-cols-[repeat(auto-fill,minmax(170px,1fr))] gap-2">
          {shown.map((p) => (
            <Tile key={p.id} title={p.label} subtitle={p.at ? elapsed(p.at, now) : ''} footer={money(p.total)} tone="busy" onClick={() => navigate('comandas', p.id)} />
          ))}
        </div>
      </div>
    </section>
  );
}
