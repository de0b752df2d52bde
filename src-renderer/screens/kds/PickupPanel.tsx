// The pickup panel, for a TV in the dining room: the orders being prepared and those ready to pick up, by the code
// the customer has (the one on the kitchen ticket and the receipt). It asks the server every 10 seconds
// (kdsTracking), so every kitchen display's taps show; without the server it says so and keeps the last answer.
import type { KdsTrack } from '../../../src-shared/api/schemas/orderReads.js';
import { orderCode } from '../../../src-shared/domain/orderCode.js';
import { kdsMessages as k } from '../../../src-shared/i18n/kds.js';
import { useNow } from '../../hooks/useNow.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { serverApi } from '../../services/serverApi.js';
import { Notice } from '../../ui/Notice.js';

export function PickupPanel() {
  const tick = useNow(10_000);
  const [read, , answered] = useServerRead(String(tick), () => serverApi().orders.gqlKdsTracking({}, 'id kdsStatus updatedAt'));
  const last: KdsTrack[] = answered ?? [];
  const preparing = last.filter((o) => o.kdsStatus === 'sent');
  const ready = last.filter((o) => o.kdsStatus === 'finished');
  return (
    <section className="flex h-full min-h-0 flex-col bg-slate-900 text-white" data-testid="pickup-panel">
      <h1 className="px-6 py-3 text-3xl font-bold">{k.panel}</h1>
      {read.state === 'offline' ? (
        <Notice testId="pickup-offline" className="mx-6">
          {k.panelOffline}
        </Notice>
      ) : null}
      <div className="grid min-h-0 flex-1 grid-cols-2 gap-6 p-6">
        <Column title={k.panelPreparing} codes={preparing.map((o) => orderCode(o.id))} testId="pickup-preparing" tone="text-amber-300" />
        <Column title={k.panelReady} codes={ready.map((o) => orderCode(o.id))} testId="pickup-ready" tone="text-emerald-300" />
      </div>
    </section>
  );
}

function Column({ title, codes, testId, tone }: { title: string; codes: string[]; testId: string; tone: string }) {
  return (
    <div className="min-h-0 overflow-hidden rounded-2xl bg-slate-800 p-4">
      <h2 className={`mb-4 text-2xl font-semibold ${tone}`}>{title}</h2>
      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-3" data-testid={testId}>
        {codes.map((c) => (
          <li key={c} className={`rounded-xl bg-slate-700 py-4 text-center font-mono text-4xl font-bold ${tone}`}>
            {c}
          </li>
        ))}
      </ul>
    </div>
  );
}
