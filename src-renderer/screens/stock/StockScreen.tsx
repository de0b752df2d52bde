// Configurações → Estoque (#/configuracoes/estoque), a manager's: the insumos whose stock is controlled with their
// quantity and value, entry / exit / adjust / produce forms, a whole count (inventário), the movements' history and
// the stock report. Read from the server (it decides what is short); written through the declared writes, so a
// movement typed offline waits in the outbox and the list reads again when the server has taken it.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Settled } from '../../../src-shared/bridge/areas/sync.js';
import type { InventoryMovementView, InventoryStockView } from '../../../src-shared/api/schemas/inventory.js';
import { formatBRL } from '../../../src-shared/domain/money.js';
import { formatStock, parseStock } from '../../../src-shared/domain/stockQuantity.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { inventoryMessages as im } from '../../../src-shared/i18n/inventory.js';
import * as w from '../../../src-shared/writes/inventory.js';
import { dayAndTime } from '../../format/time.js';
import { useCan } from '../../hooks/permissions.js';
import { currentBusinessId } from '../../hooks/useCounter.js';
import { navigate } from '../../hooks/useRoute.js';
import { bridge } from '../../services/bridge.js';
import { failed, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { NotForRole, OfflineNotice } from '../../ui/Notice.js';
import { Dialog } from '../../ui/Dialog.js';
import { Badge, Empty, ScreenHeader, TextField } from '../../ui/fields.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import { toast } from '../../ui/toast.js';
import { saveFile } from '../../services/download.js';
import { downloadReport, loadMovements, loadStock } from './stockData.js';

const s = im.screen;
const INVENTORY_WRITES: ReadonlySet<string> = new Set(Object.values(w).map((x) => x.id));

type Action = 'input' | 'output' | 'adjust' | 'production';

/** Value on the shelf: thousandths × centavos per unit. */
const valueOf = (x: InventoryStockView) => Math.round((x.stock * x.cost) / 1000);

export function StockScreen() {
  const mayManage = useCan('settings');
  const [list, setList] = useState<InventoryStockView[] | null>(null);
  const [moves, setMoves] = useState<InventoryMovementView[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'offline'>('loading');
  const [term, setTerm] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [form, setForm] = useState<{ action: Action; item: InventoryStockView } | null>(null);
  const [counting, setCounting] = useState(false);

  const load = useCallback(async () => {
    try {
      const [stock, history] = await Promise.all([loadStock(), loadMovements(selected)]);
      setList(stock);
      setMoves(history);
      setState('ready');
    } catch {
      setState('offline');
    }
  }, [selected]);
  useEffect(() => {
    if (mayManage) void load();
  }, [mayManage, load]);
  // A movement reaches the server through the outbox: read again when it did (a refusal is told by write()).
  useEffect(
    () =>
      bridge().on('sync.settled', (settled: Settled) => {
        if (INVENTORY_WRITES.has(settled.kind) && settled.state === 'done') void load();
      }),
    [load],
  );

  const shown = useMemo(() => {
    const t = term.trim().toLocaleLowerCase('pt-BR');
    return (list ?? []).filter((x) => !t || x.name.toLocaleLowerCase('pt-BR').includes(t) || x.internalCode === term.trim());
  }, [list, term]);
  const selectedName = list?.find((x) => x.subproductId === selected)?.name ?? null;

  if (!mayManage) {
    return (
      <NotForRole title={s.title} back={s.back} screenTestId="stock-screen" testId="stock-manager-only">
        {s.managerOnly}
      </NotForRole>
    );
  }

  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="stock-screen">
      <ScreenHeader title={s.title}>
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {s.back}
        </Button>
        <Button tone="secondary" disabled={!list?.length} onClick={() => setCounting(true)} data-testid="stock-count">
          {s.count}
        </Button>
        <ReportButtons />
      </ScreenHeader>
      {state === 'offline' ? (
        <OfflineNotice message={s.offline} retryLabel={s.retry} onRetry={() => void load()} testId="stock-offline" />
      ) : null}
      <div className="grid min-h-0 flex-1 grid-cols-1 gap-4 overflow-y-auto p-4 lg:grid-cols-5 lg:overflow-visible">
        <div className="flex min-h-0 flex-col rounded-xl bg-white p-4 shadow-sm lg:col-span-3">
          <TextField label={s.search} value={term} onValue={setTerm} data-testid="stock-search" />
          <div className="mt-3 min-h-0 flex-1 overflow-y-auto">
            {list === null ? (
              <Empty>{s.loading}</Empty>
            ) : list.length === 0 ? (
              <Empty>{s.none}</Empty>
            ) : (
              <table className="w-full text-left">
                <thead className="sticky top-0 bg-white text-sm text-slate-500">
                  <tr>
                    <th className="py-1">{s.name}</th>
                    <th className="py-1 text-right">{s.stock}</th>
                    <th className="py-1 text-right">{s.value}</th>
                    <th className="py-1" />
                  </tr>
                </thead>
                <tbody>
                  {shown.map((x) => (
                    <tr
                      key={x.subproductId}
                      className={`cursor-pointer border-t border-slate-100 ${selected === x.subproductId ? 'bg-blue-50' : 'hover:bg-slate-50'}`}
                      onClick={() => setSelected(selected === x.subproductId ? null : x.subproductId)}
                      data-testid={`stock-row-${x.subproductId}`}
                    >
                      <td className="py-2">
                        <span className="font-medium text-slate-900">{x.name}</span>
                        <span className="block text-xs text-slate-500">
                          {im.kinds[x.kind] ?? x.kind}
                          {x.internalCode ? ` · ${x.internalCode}` : ''} · {s.lastMovement}: {x.lastMovementAt ? dayAndTime(x.lastMovementAt) : s.never}
                        </span>
                      </td>
                      <td className="py-2 text-right text-lg font-semibold tabular-nums" data-testid="stock-quantity">
                        {x.stock <= 0 ? <Badge tone="red">{s.zero}</Badge> : formatStock(x.stock)}
                      </td>
                      <td className="whitespace-nowrap py-2 pl-2 text-right tabular-nums text-slate-700">{formatBRL(valueOf(x))}</td>
                      <td className="py-2 pl-2">
                        <span className="flex flex-wrap justify-end gap-1" onClick={(e) => e.stopPropagation()}>
                          {(['input', 'output', 'adjust', ...(x.kind === 'recipe' ? ['production' as const] : [])] as Action[]).map((a) => (
                            <Button key={a} tone="secondary" onClick={() => setForm({ action: a, item: x })} data-testid={`stock-${a}-${x.subproductId}`}>
                              {s.actions[a]}
                            </Button>
                          ))}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </div>
        <History moves={moves} title={selectedName ? s.historyOf(selectedName) : s.history} onAll={selected ? () => setSelected(null) : null} />
      </div>
      {form ? <MovementForm action={form.action} item={form.item} onClose={() => setForm(null)} /> : null}
      {counting && list ? <CountForm items={list} onClose={() => setCounting(false)} /> : null}
    </section>
  );
}

function History({ moves, title, onAll }: { moves: InventoryMovementView[]; title: string; onAll: (() => void) | null }) {
  return (
    <div className="flex min-h-0 flex-col rounded-xl bg-white p-4 shadow-sm lg:col-span-2" data-testid="stock-history">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-800">{title}</h2>
        {onAll ? (
          <Button tone="ghost" onClick={onAll}>
            {s.allHistory}
          </Button>
        ) : null}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {moves.length === 0 ? (
          <Empty>{s.noHistory}</Empty>
        ) : (
          <ul className="divide-y divide-slate-100">
            {moves.map((x) => (
              <li key={x.id} className="py-2" data-testid="stock-movement">
                <div className="flex justify-between gap-2">
                  <span className="font-medium text-slate-900">
                    {im.types[x.type] ?? x.type} · {x.subproductName}
                  </span>
                  <span className={`tabular-nums font-semibold ${x.quantity < 0 ? 'text-red-700' : 'text-emerald-700'}`}>
                    {x.quantity > 0 ? '+' : ''}
                    {formatStock(x.quantity)}
                  </span>
                </div>
                <div className="flex justify-between gap-2 text-xs text-slate-500">
                  <span>
                    {dayAndTime(x.createdAt)}
                    {x.userName ? ` · ${x.userName}` : ''}
                    {x.note ? ` · ${x.note}` : ''}
                  </span>
                  <span className="tabular-nums">
                    {s.balance}: {formatStock(x.balance)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** Entry, exit (or loss), adjust to a count, or produce a recipe: one insumo, a quantity typed with a comma. */
function MovementForm({ action, item, onClose }: { action: Action; item: InventoryStockView; onClose: () => void }) {
  const [text, setText] = useState(action === 'adjust' ? formatStock(Math.max(0, item.stock)) : '');
  const [cost, setCost] = useState(item.cost);
  const [writeOff, setWriteOff] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const quantity = parseStock(text);

  const save = async () => {
    if (quantity === null || (action !== 'adjust' && quantity === 0)) {
      setError(s.form.badQuantity);
      return;
    }
    // Said here at once from the stock just read, in the server's words; the server still decides (other terminals).
    if (action === 'output' && quantity > item.stock) {
      setError(im.conflict.short([{ name: item.name, missing: quantity - Math.max(0, item.stock) }]));
      return;
    }
    if (action === 'adjust' && quantity === item.stock) {
      setError(im.conflict.unchanged(item.name, item.stock));
      return;
    }
    const businessId = currentBusinessId() ?? '';
    const base = { id: newId(), subproductId: item.subproductId, note: note.trim() || null };
    const names = { name: item.name };
    try {
      let label: string;
      if (action === 'input') {
        const body = { ...base, quantity, unitCost: cost };
        label = im.label.input(quantity, item.name);
        await write(w.inventoryMovementsManualInput, { params: {}, body: { ...body, businessId } }, names);
      } else if (action === 'output') {
        label = im.label.output(quantity, item.name, writeOff);
        await write(w.inventoryMovementsManualOutput, { params: {}, body: { ...base, quantity, writeOff, businessId } }, names);
      } else if (action === 'production') {
        label = im.label.production(quantity, item.name);
        await write(w.inventoryMovementsRecipeProduction, { params: {}, body: { ...base, quantity, businessId } }, names);
      } else {
        label = im.label.adjust(quantity, item.name);
        await write(w.inventoryMovementsInventoryAdjust, { params: {}, body: { ...base, counted: quantity, businessId } }, names);
      }
      toast(s.sent(label), 'success');
      onClose();
    } catch (err) {
      failed(err);
    }
  };

  return (
    <Dialog
      title={`${s.actions[action]} · ${item.name}`}
      onCancel={onClose}
      onConfirm={() => void save()}
      confirmLabel={s.form.save}
      cancelLabel={s.form.cancel}
      testId="stock-form"
    >
      <p className="mb-3 text-sm text-slate-600">{s.form.now(formatStock(item.stock))}</p>
      <div className="space-y-3">
        <TextField
          label={action === 'adjust' ? s.form.counted : s.form.quantity}
          value={text}
          inputMode="decimal"
          onValue={(v) => {
            setText(v);
            setError(null);
          }}
          data-testid="stock-form-quantity"
        />
        {action === 'input' ? <MoneyInput label={s.form.unitCost} value={cost} onChange={setCost} testId="stock-form-cost" /> : null}
        {action === 'output' ? (
          <label className="flex items-center gap-2">
            <input type="checkbox" className="h-5 w-5" checked={writeOff} onChange={(e) => setWriteOff(e.target.checked)} data-testid="stock-form-writeoff" />
            <span>{s.form.writeOff}</span>
          </label>
        ) : null}
        <TextField label={s.form.note} value={note} maxLength={300} onValue={setNote} data-testid="stock-form-note" />
        {error ? (
          <p className="rounded-lg bg-red-50 p-2 text-red-800" role="alert" data-testid="stock-form-error">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

/** A whole count (inventário): every insumo's counted quantity, prefilled with the stock; the server adjusts what differs. */
function CountForm({ items, onClose }: { items: InventoryStockView[]; onClose: () => void }) {
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(items.map((x) => [x.subproductId, formatStock(Math.max(0, x.stock))])));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const counted = items.map((x) => ({ subproductId: x.subproductId, name: x.name, counted: parseStock(texts[x.subproductId] ?? '') }));
    const bad = counted.find((c) => c.counted === null);
    if (bad) {
      setError(`${bad.name}: ${s.form.badQuantity}`);
      return;
    }
    try {
      const body = { id: newId(), note: note.trim() || null, items: counted.map((c) => ({ subproductId: c.subproductId, counted: c.counted! })) };
      await write(w.inventoriesSave, { params: {}, body }, undefined);
      toast(s.sent(im.label.save(body.items.length)), 'success');
      onClose();
    } catch (err) {
      failed(err);
    }
  };
  return (
    <Dialog title={s.countTitle} onCancel={onClose} onConfirm={() => void save()} confirmLabel={s.form.save} cancelLabel={s.form.cancel} wide testId="stock-count-form">
      <p className="mb-2 text-sm text-slate-600">{s.countHint}</p>
      <div className="max-h-96 space-y-2 overflow-y-auto pr-1">
        {items.map((x) => (
          <div key={x.subproductId} className="grid grid-cols-3 items-center gap-2">
            <span className="col-span-2">
              {x.name}
              <span className="block text-xs text-slate-500">{s.form.now(formatStock(x.stock))}</span>
            </span>
            <input
              aria-label={`${s.form.counted}: ${x.name}`}
              inputMode="decimal"
              className="touch-target w-full rounded-lg border border-slate-300 px-3 text-right text-lg tabular-nums"
              value={texts[x.subproductId] ?? ''}
              onChange={(e) => {
                setTexts({ ...texts, [x.subproductId]: e.target.value });
                setError(null);
              }}
              data-testid={`stock-count-${x.subproductId}`}
            />
          </div>
        ))}
      </div>
      <TextField className="mt-3" label={s.form.note} value={note} maxLength={300} onValue={setNote} />
      {error ? (
        <p className="mt-2 rounded-lg bg-red-50 p-2 text-red-800" role="alert" data-testid="stock-count-error">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

function ReportButtons() {
  const [busy, setBusy] = useState(false);
  const get = async (format: 'pdf' | 'excel') => {
    setBusy(true);
    try {
      const file = await downloadReport(format);
      toast(s.downloaded(saveFile(file, `${im.report.file}.${format === 'excel' ? 'xlsx' : 'pdf'}`)), 'success');
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="flex items-center gap-2">
      <span className="text-sm text-slate-600">{s.report}</span>
      {(['pdf', 'excel'] as const).map((f) => (
        <Button key={f} tone="secondary" disabled={busy} onClick={() => void get(f)} data-testid={`stock-report-${f}`}>
          {f === 'pdf' ? s.pdf : s.excel}
        </Button>
      ))}
    </span>
  );
}
