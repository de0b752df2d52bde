// The tables map: every table, comanda and reference point, free or occupied, time open and amount.
// Touch a free one to open a service; touch an occupied one to see its pads and move it around.
import { useEffect, useMemo, useRef, useState } from 'react';
import { TABLE_KIND_LABELS, TABLE_KINDS, type TableKind } from '../../../src-shared/api/enums.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { money } from '../../format/money.js';
import { elapsed } from '../../format/time.js';
import { loadTablesMap, type TableView } from '../../queries/counter.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { useHotkey } from '../../hooks/useHotkey.js';
import { useLive } from '../../hooks/useLive.js';
import { useNow } from '../../hooks/useNow.js';
import { navigate, useRoute } from '../../hooks/useRoute.js';
import { failed } from '../../services/write.js';
import { Empty, ScreenHeader, Segmented } from '../../ui/fields.js';
import { Tile } from '../../ui/Tile.js';
import { loadCatalog } from '../orderPads/catalog.js';
import { PaymentScreen } from '../payment/PaymentScreen.js';
import { OpenServiceDialog } from './OpenServiceDialog.js';
import { ServicePanel } from './ServicePanel.js';
import { openService } from './tableActions.js';

type StatusFilter = 'all' | 'occupied' | 'released';
type KindFilter = 'all' | TableKind;

/** The tables place: the map, or a whole table's payment (`#/mesas/<serviceId>/pagamento`). */
export function TablesScreen() {
  const [, serviceId, sub] = useRoute();
  if (serviceId && sub === 'pagamento') return <PaymentScreen key={serviceId} bill={{ kind: 'service', serviceId }} />;
  return <TablesMap />;
}

function TablesMap() {
  const businessId = useBusinessId();
  const views = useLive(() => loadTablesMap(businessId), [businessId], [] as TableView[]);
  const now = useNow();
  const [term, setTerm] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [kind, setKind] = useState<KindFilter>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [opening, setOpening] = useState<TableView | null>(null);
  const search = useRef<HTMLInputElement>(null);
  // Read the catalog while the waiter looks at the map, so the first pad opens at once.
  useEffect(() => {
    void loadCatalog(businessId);
  }, [businessId]);

  const shown = useMemo(() => {
    const q = term.trim().toLowerCase();
    return views.filter((v) => {
      if (status === 'occupied' && !v.service) return false;
      if (status === 'released' && v.service) return false;
      if (kind !== 'all' && v.table.type !== kind) return false;
      if (!q) return true;
      return v.label.toLowerCase().includes(q) || String(v.table.number ?? '') === q || (v.service?.description ?? '').toLowerCase().includes(q);
    });
  }, [views, term, status, kind]);

  const selected = views.find((v) => v.table.id === selectedId) ?? null;

  const choose = (v: TableView) => {
    if (v.service) setSelectedId(v.table.id);
    else setOpening(v);
  };

  useHotkey('F3', () => search.current?.focus());
  useHotkey('Escape', () => (selectedId ? setSelectedId(null) : setTerm('')));

  const occupiedCount = views.filter((v) => v.service).length;

  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="tables-screen">
      <ScreenHeader title={m.tables.title}>
        <span className="text-sm text-slate-600" data-testid="tables-count">
          {occupiedCount} {m.tables.filterOccupied.toLowerCase()} / {views.length}
        </span>
        <input
          ref={search}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={(e) => {
            // A number and Enter goes straight to that table.
            if (e.key === 'Enter' && shown.length > 0) {
              e.preventDefault();
              const exact = shown.find((v) => String(v.table.number ?? '') === term.trim()) ?? shown[0];
              if (exact) choose(exact);
            }
          }}
          placeholder={m.tables.search}
          aria-label={m.tables.search}
          aria-keyshortcuts="F3"
          className="touch-target w-72 rounded-lg border border-slate-300 px-3"
        />
        <kbd className="rounded bg-slate-200 px-1.5 py-0.5 font-mono text-xs text-slate-700" aria-hidden="true">
          F3
        </kbd>
        <Segmented<StatusFilter>
          label="Situação"
          value={status}
          onChange={setStatus}
          choices={[
            { value: 'all', label: m.tables.filterAll },
            { value: 'occupied', label: m.tables.filterOccupied },
            { value: 'released', label: m.tables.filterReleased },
          ]}
        />
        <Segmented<KindFilter>
          label="Tipo"
          value={kind}
          onChange={setKind}
          choices={[{ value: 'all', label: m.tables.kindAll }, ...TABLE_KINDS.map((k) => ({ value: k, label: TABLE_KIND_LABELS[k] }))]}
        />
      </ScreenHeader>
      <div className="flex min-h-0 flex-1">
        <div className="min-h-0 flex-1 overflow-y-auto p-3">
          {views.length === 0 ? (
            <Empty>{m.tables.noTables}</Empty>
          ) : shown.length === 0 ? (
            <Empty>{m.tables.noMatch}</Empty>
          ) : (
            <div className="grid grid-cols-[repeat(auto-fill,minmax(132px,1fr))] gap-2" data-testid="tables-grid">
              {shown.map((v) => (
                <Tile
                  key={v.table.id}
                  testId={`table-${v.label}`}
                  label={`${v.label}, ${v.service ? m.tables.occupied : m.tables.free}`}
                  tone={selectedId === v.table.id ? 'selected' : v.service ? 'busy' : 'free'}
                  onClick={() => choose(v)}
                  title={v.label}
                  corner={<span className={`mt-1 h-3 w-3 rounded-full ${v.service ? 'bg-amber-500' : 'bg-emerald-500'}`} aria-hidden="true" />}
                  subtitle={
                    v.service ? (
                      <>
                        {m.tables.occupantsCount(v.service.occupants)} · {elapsed(v.service.openedAt, now)}
                      </>
                    ) : (
                      m.tables.free
                    )
                  }
                  footer={v.service ? money(v.amount) : undefined}
                />
              ))}
            </div>
          )}
        </div>
        {selected?.service ? (
          <ServicePanel view={selected} all={views} onClose={() => setSelectedId(null)} />
        ) : null}
      </div>
      {opening ? (
        <OpenServiceDialog
          label={opening.label}
          onCancel={() => setOpening(null)}
          onConfirm={async (occupants, description) => {
            const target = opening;
            setOpening(null);
            try {
              const padId = await openService(target.table.id, target.label, occupants, description);
              navigate('comandas', padId);
            } catch (err) {
              failed(err);
            }
          }}
        />
      ) : null}
    </section>
  );
}
