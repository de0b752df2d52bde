// The menu's tools beside the list (manager only): create several simple products from typed lines, export the
// scale's item file (a download the server makes), and check the list as the server holds it (every terminal's),
// filtered by type and situation, with a price change of exactly the products the server lists for that filter.
import { useMemo, useState } from 'react';
import { PRODUCT_TYPES, type ProductType } from '../../../src-shared/api/enums.js';
import { changedPrice, type PriceChangeType } from '../../../src-shared/domain/priceChange.js';
import { menuMessages } from '../../../src-shared/i18n/menu.js';
import { productEditorMessages as pe } from '../../../src-shared/i18n/productEditor.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { products as productWrites } from '../../../src-shared/writes/index.js';
import type { CategoryRow, ProductRow } from '../../db/rows.js';
import { money, percent } from '../../format/money.js';
import { useBusinessId, useCounterSession } from '../../hooks/useCounter.js';
import { useLive } from '../../hooks/useLive.js';
import { navigate } from '../../hooks/useRoute.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { all } from '../../queries/mirrorRead.js';
import { saveFile } from '../../services/download.js';
import { serverApi } from '../../services/serverApi.js';
import { write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import { Segmented, SelectField } from '../../ui/fields.js';
import { toast } from '../../ui/toast.js';
import { sent } from '../payConfig/common.js';
import { readBulkLines } from './bulkLines.js';

const t = pe.tools;
const types = menuMessages.screen.types;
type Tool = 'bulk' | 'scale' | 'server' | null;

export function MenuTools({ categories }: { categories: readonly CategoryRow[] }) {
  const [tool, setTool] = useState<Tool>(null);
  const close = () => setTool(null);
  return (
    <>
      <Button tone="secondary" onClick={() => setTool('server')} data-testid="menu-server">
        {t.server}
      </Button>
      <Button tone="secondary" onClick={() => setTool('scale')} data-testid="menu-scale">
        {t.scale}
      </Button>
      <Button tone="secondary" onClick={() => setTool('bulk')} data-testid="menu-bulk-create">
        {t.bulkCreate}
      </Button>
      {tool === 'bulk' ? <BulkCreate onClose={close} /> : null}
      {tool === 'scale' ? <ScaleExport categories={categories} onClose={close} /> : null}
      {tool === 'server' ? <ServerList onClose={close} /> : null}
    </>
  );
}

function BulkCreate({ onClose }: { onClose: () => void }) {
  const businessId = useBusinessId();
  const userId = useCounterSession((s) => s.userId);
  const products = useLive(() => all('products', businessId), [businessId], [] as ProductRow[]);
  const [text, setText] = useState('');
  const taken = useMemo(() => new Set(products.filter((p) => !p.deletedAt && p.internalCode).map((p) => p.internalCode as string)), [products]);
  const { lines, problems } = readBulkLines(text, taken);
  const create = async () => {
    if (problems.length || lines.length === 0 || !businessId || !userId) return;
    const body = { businessId, createdBy: userId, products: lines.map((l) => ({ id: newId(), ...l })) };
    if (await sent(t.bulkCreated(lines.length), () => write(productWrites.productsUniquesBulkCreate, { params: {}, body }, undefined))) onClose();
  };
  return (
    <Dialog title={t.bulkTitle} onCancel={onClose} onConfirm={() => void create()} confirmLabel={t.create} confirmDisabled={problems.length > 0 || lines.length === 0} testId="bulk-create-dialog" wide>
      <p className="mb-2 text-sm text-slate-600">{t.bulkHelp}</p>
      <label className="block">
        <span className="mb-1 block text-sm font-medium text-slate-700">{t.bulkLines}</span>
        {/* Enter adds a line here; the dialog's button creates. */}
        <textarea
          className="h-48 w-full rounded-lg border border-slate-300 p-2 font-mono"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && e.stopPropagation()}
          data-testid="bulk-create-lines"
        />
      </label>
      {problems.length ? (
        <ul className="mt-2 text-sm font-semibold text-red-700" role="alert" data-testid="bulk-create-problems">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : lines.length ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="bulk-create-ready">
          {t.bulkReady(lines.length)}
        </p>
      ) : null}
    </Dialog>
  );
}

type ScaleFormat = 'TOLEDO_ITENSMGV' | 'TOLEDO_TXITENS';

function ScaleExport({ categories, onClose }: { categories: readonly CategoryRow[]; onClose: () => void }) {
  const [format, setFormat] = useState<ScaleFormat>('TOLEDO_ITENSMGV');
  const [categoryId, setCategoryId] = useState('');
  const [onlyWeighed, setOnlyWeighed] = useState(false);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const filters = { format, onlyWeighed, ...(categoryId ? { categoryId } : {}) };
      const file = await serverApi().products.productsExportToScale({ body: { filters } });
      toast(t.scaleSaved(saveFile(file, 'ITENSMGV.TXT')), 'success');
      onClose();
    } catch {
      toast(t.scaleFailed, 'error');
      setBusy(false);
    }
  };
  return (
    <Dialog title={t.scaleTitle} onCancel={onClose} onConfirm={() => void download()} confirmLabel={t.scaleDownload} confirmDisabled={busy} testId="scale-dialog">
      <p className="mb-3 text-sm text-slate-600">{t.scaleHelp}</p>
      <div className="space-y-3">
        <SelectField<ScaleFormat> label={t.scaleFormat} value={format} onValue={setFormat} testId="scale-format" choices={(['TOLEDO_ITENSMGV', 'TOLEDO_TXITENS'] as const).map((f) => ({ value: f, label: t.scaleFormats[f] ?? f }))} />
        <SelectField<string> label={t.scaleCategory} value={categoryId} onValue={setCategoryId} placeholder={t.scaleAll} testId="scale-category" choices={categories.map((c) => ({ value: c.id, label: c.name }))} />
        <label className="flex items-center gap-2">
          <input type="checkbox" className="h-5 w-5" checked={onlyWeighed} onChange={(e) => setOnlyWeighed(e.target.checked)} data-testid="scale-weighed" />
          {t.scaleOnlyWeighed}
        </label>
      </div>
    </Dialog>
  );
}

interface ServerProduct {
  id: string;
  name: string;
  type: string;
  price: number;
  available: boolean;
}
type Availability = 'all' | 'available' | 'soldOut';

function ServerList({ onClose }: { onClose: () => void }) {
  const [type, setType] = useState<ProductType | ''>('');
  const [availability, setAvailability] = useState<Availability>('all');
  const [raising, setRaising] = useState(false);
  const filter = { ...(type ? { type } : {}), ...(availability === 'all' ? {} : { available: availability === 'available' }) };
  const [read, retry] = useServerRead(`productsWithFilter#${type}#${availability}`, () => serverApi().products.gqlProductsWithFilter(filter, 'id name type price available') as Promise<ServerProduct[]>);
  return (
    <Dialog title={t.serverTitle} onCancel={onClose} testId="server-list-dialog" wide actions={<Button onClick={() => setRaising(true)} disabled={read.state !== 'ready' || read.value.length === 0 || availability !== 'all'}>{menuMessages.screen.bulk}</Button>}>
      <p className="mb-2 text-sm text-slate-600">{t.serverHelp}</p>
      <div className="mb-3 flex flex-wrap gap-3">
        <SelectField<ProductType> label={t.serverType} value={type} onValue={setType} placeholder={t.serverAll} testId="server-type" choices={PRODUCT_TYPES.map((x) => ({ value: x, label: types[x] ?? x }))} />
        <div>
          <span className="mb-1 block text-sm font-medium text-slate-700">{t.serverAvailable}</span>
          <Segmented<Availability>
            label={t.serverAvailable}
            value={availability}
            onChange={setAvailability}
            testId="server-available"
            choices={[
              { value: 'all', label: t.serverAll },
              { value: 'available', label: t.serverAvailableOnly },
              { value: 'soldOut', label: t.serverSoldOutOnly },
            ]}
          />
        </div>
      </div>
      {read.state === 'offline' ? (
        <p className="text-red-700" role="alert">
          {pe.offline}{' '}
          <Button tone="ghost" onClick={retry}>
            {pe.retry}
          </Button>
        </p>
      ) : read.state === 'loading' ? (
        <p className="text-slate-500">{pe.loading}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700" data-testid="server-count">
            {t.serverCount(read.value.length)}
          </p>
          <ul className="max-h-80 overflow-y-auto">
            {read.value.map((p) => (
              <li key={p.id} className="flex justify-between border-t border-slate-100 py-1" data-testid="server-product" data-name={p.name}>
                <button type="button" className="text-left text-blue-700 underline" onClick={() => navigate('configuracoes', 'cardapio', 'produto', p.id)}>
                  {p.name}
                </button>
                <span className="text-sm text-slate-600">
                  {types[p.type] ?? p.type} · {money(p.price)} · {p.available ? menuMessages.screen.available : menuMessages.screen.soldOut}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {raising ? <MassEdit type={type} onClose={() => setRaising(false)} /> : null}
    </Dialog>
  );
}

/** A price change of the products the server lists for the type (gqlProductsToMassEdit), all or nothing. */
function MassEdit({ type, onClose }: { type: ProductType | ''; onClose: () => void }) {
  const b = menuMessages.screen.bulkForm;
  const [read] = useServerRead(`productsToMassEdit#${type}`, () => serverApi().products.gqlProductsToMassEdit(type ? { type } : {}, 'id name price') as Promise<{ id: string; name: string; price: number }[]>);
  const [kind, setKind] = useState<PriceChangeType>('percentage');
  const [amount, setAmount] = useState(0);
  const list = read.state === 'ready' ? read.value : [];
  const change = { type: kind, value: amount };
  const below = list.find((p) => changedPrice(p.price, change) === null);
  const apply = async () => {
    if (!list.length || amount === 0 || below) return;
    if (await sent(b.done(list.length), () => write(productWrites.productsBulkUpdate, { params: {}, body: { products: list.map((p) => ({ id: p.id })), priceChange: change } }, undefined))) onClose();
  };
  return (
    <Dialog title={b.title} onCancel={onClose} onConfirm={() => void apply()} confirmLabel={b.apply} confirmDisabled={!list.length || amount === 0 || Boolean(below)} testId="mass-edit-dialog">
      <p className="mb-3 text-slate-700">{b.scope(list.length)}</p>
      <Segmented<PriceChangeType>
        label={b.kind}
        value={kind}
        onChange={(k) => {
          setKind(k);
          setAmount(0);
        }}
        choices={[
          { value: 'percentage', label: b.percentage },
          { value: 'value', label: b.value },
        ]}
      />
      <div className="mt-3">
        <MoneyInput label={b.amount} value={amount} onChange={setAmount} testId="mass-edit-amount" {...(kind === 'percentage' ? { format: percent, max: 100_000 } : {})} />
      </div>
    </Dialog>
  );
}
