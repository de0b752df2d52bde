// The side panel of an occupied table: its service's pads, and the moves a waiter makes with it.
import { useState } from 'react';
import { unpaidOnRelease } from '../../../src-shared/domain/tables.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { serverMessages } from '../../../src-shared/i18n/server.js';
import { money } from '../../format/money.js';
import { elapsed } from '../../format/time.js';
import { loadPad, loadService, tableLabel, type PadView, type TableView } from '../../queries/counter.js';
import { useLive } from '../../hooks/useLive.js';
import { useNow } from '../../hooks/useNow.js';
import { navigate } from '../../hooks/useRoute.js';
import { failed } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { AmountRow } from '../../ui/fields.js';
import { Tile } from '../../ui/Tile.js';
import { addTables, joinServices, openPad, releaseTable, transferService } from './tableActions.js';
import { authorizationMessages as am } from '../../../src-shared/i18n/authorization.js';
import { useCan } from '../../hooks/permissions.js';

type Move = 'addTables' | 'transfer' | 'join' | 'release' | null;

export function ServicePanel({ view, all, onClose }: { view: TableView; all: TableView[]; onClose: () => void }) {
  const service = view.service;
  const serviceId = service?.id ?? '';
  const now = useNow();
  const mayPay = useCan('payment');
  const detail = useLive(() => loadService(serviceId), [serviceId], null);
  const pads = useLive(
    async () => (await Promise.all((detail?.pads ?? []).map((p) => loadPad(p.id)))).filter((p): p is PadView => !!p),
    [detail],
    [] as PadView[],
  );
  const [move, setMove] = useState<Move>(null);
  const [picked, setPicked] = useState<string[]>([]);
  if (!service) return null;

  const free = all.filter((v) => !v.service);
  const others = all.filter((v) => v.service && v.service.id !== serviceId);
  const tablesText = detail?.tables.map(tableLabel).join(' + ') || view.label;
  const total = pads.reduce((a, p) => a + p.totals.total, 0);
  // The server's rule, decided here too so it holds offline: an unpaid bill is not left without a table.
  const tablesLeft = (detail?.tables ?? []).filter((t) => t.id !== view.table.id).length;
  const unpaid = unpaidOnRelease(tablesLeft, pads.filter((p) => p.pad.status === 'open').map((p) => p.totals.balance));

  const run = async (action: () => Promise<void>) => {
    setMove(null);
    setPicked([]);
    try {
      await action();
    } catch (err) {
      failed(err);
    }
  };

  const newPad = async () => {
    try {
      // Read now, not from the panel's last draw: a quick F2 must not name a second pad "Comanda 1".
      const fresh = await loadService(serviceId);
      const names = fresh?.tables.map(tableLabel).join(' + ') || tablesText;
      const id = await openPad(serviceId, names, 1, `${names} · ${m.tables.padName((fresh?.pads.length ?? pads.length) + 1)}`);
      navigate('comandas', id);
    } catch (err) {
      failed(err);
    }
  };

  return (
    <aside className="flex w-[380px] shrink-0 flex-col border-l border-slate-200 bg-white" data-testid="service-panel" aria-label={m.tables.details}>
      <div className="border-b border-slate-200 p-3">
        <div className="flex items-start gap-2">
          <h2 className="flex-1 text-xl font-bold">{tablesText}</h2>
          <Button tone="ghost" onClick={onClose} hint="Esc" aria-label={m.common.close}>
            ×
          </Button>
        </div>
        <p className="text-sm text-slate-600">
          {m.tables.occupantsCount(service.occupants)} · {m.tables.timeOpen} {elapsed(service.openedAt, now)}
          {service.description ? ` · ${service.description}` : ''}
        </p>
        <AmountRow label={m.common.total} value={money(total)} strong testId="service-total" />
      </div>
      <div className="flex-1 overflow-y-auto p-3">
        <h3 className="mb-2 text-sm font-semibold uppercase text-slate-500">{m.tables.pads}</h3>
        <div className="grid grid-cols-2 gap-2">
          {pads.map((p, i) => (
            <Tile
              key={p.pad.id}
              testId={`pad-tile-${i + 1}`}
              title={p.pad.description ?? m.tables.padName(i + 1)}
              subtitle={`${p.lines.length} ${p.lines.length === 1 ? 'item' : 'itens'}`}
              footer={money(p.totals.total)}
              onClick={() => navigate('comandas', p.pad.id)}
            />
          ))}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 border-t border-slate-200 p-3">
        <Button tone="primary" fkey="F2" onClick={() => void newPad()}>
          {m.tables.newPad}
        </Button>
        <Button fkey="F4" onClick={() => setMove('addTables')}>
          {m.tables.addTables}
        </Button>
        <Button fkey="F6" onClick={() => setMove('transfer')}>
          {m.tables.transfer}
        </Button>
        <Button fkey="F7" onClick={() => setMove('join')} disabled={others.length === 0}>
          {m.tables.join}
        </Button>
        <Button tone="success" fkey="F8" onClick={() => navigate('mesas', serviceId, 'pagamento')} disabled={pads.length === 0 || !mayPay} title={mayPay ? undefined : am.notForRole.payment}>
          {m.tables.payTable}
        </Button>
        <Button tone="danger" fkey="F9" onClick={() => setMove('release')}>
          {m.tables.release}
        </Button>
      </div>

      {move === 'addTables' || move === 'transfer' ? (
        <Dialog
          title={move === 'addTables' ? m.tables.addTables : m.tables.transfer}
          testId="pick-tables-dialog"
          wide
          onCancel={() => setMove(null)}
          confirmDisabled={picked.length === 0}
          onConfirm={() => {
            const chosen = free.filter((v) => picked.includes(v.table.id)).map((v) => ({ id: v.table.id, label: v.label }));
            const first = chosen[0];
            if (move === 'addTables') void run(() => addTables(serviceId, chosen));
            else if (first) void run(() => transferService(serviceId, tablesText, first));
          }}
        >
          <p className="mb-3 text-slate-600">{move === 'addTables' ? m.tables.addTablesHint : m.tables.transferHint}</p>
          <div className="grid grid-cols-[repeat(auto-fill,minmax(110px,1fr))] gap-2">
            {free.map((v) => (
              <Tile
                key={v.table.id}
                title={v.label}
                tone={picked.includes(v.table.id) ? 'selected' : 'free'}
                onClick={() =>
                  setPicked((p) => (move === 'transfer' ? [v.table.id] : p.includes(v.table.id) ? p.filter((x) => x !== v.table.id) : [...p, v.table.id]))
                }
              />
            ))}
          </div>
        </Dialog>
      ) : null}

      {move === 'join' ? (
        <Dialog
          title={m.tables.join}
          wide
          onCancel={() => setMove(null)}
          confirmDisabled={picked.length === 0}
          onConfirm={() => {
            const target = others.find((v) => v.table.id === picked[0]);
            if (target?.service) void run(() => joinServices(serviceId, tablesText, { id: target.service!.id, label: target.label }));
          }}
        >
          <p className="mb-3 text-slate-600">{m.tables.joinHint}</p>
          <div className="grid grid-cols-[repeat(auto-fill,minmax(110px,1fr))] gap-2">
            {others.map((v) => (
              <Tile key={v.table.id} title={v.label} footer={money(v.amount)} tone={picked.includes(v.table.id) ? 'selected' : 'busy'} onClick={() => setPicked([v.table.id])} />
            ))}
          </div>
        </Dialog>
      ) : null}

      {move === 'release' ? (
        <Dialog
          title={m.tables.release}
          confirmTone="danger"
          onCancel={() => setMove(null)}
          testId="release-dialog"
          onConfirm={unpaid > 0 ? undefined : () => void run(() => releaseTable(serviceId, { id: view.table.id, label: view.label }))}
        >
          {unpaid > 0 ? (
            <p role="alert" className="text-red-700" data-testid="release-refused">
              {serverMessages.conflict.tableHasBalance(view.label, unpaid)}
            </p>
          ) : (
            <p>{m.tables.releaseConfirm(view.label)}</p>
          )}
        </Dialog>
      ) : null}
    </aside>
  );
}
