// Configurações → Fiscal → Tabelas: the business's NCM and CEST codes (search, add, edit, remove) and the products
// with their fiscal data, to spot those without NCM and fix them with the regime's CST/CSOSN and the origin as choices.
import { useMemo, useState } from 'react';
import { fiscalScreenMessages as fm } from '../../../src-shared/i18n/fiscalScreens.js';
import * as w from '../../../src-shared/writes/fiscal.js';
import { productFiscalConfigCreate, productFiscalConfigUpdate } from '../../../src-shared/writes/productKinds.js';
import type { ProductRow } from '../../db/rows.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { useLive } from '../../hooks/useLive.js';
import { all } from '../../queries/mirrorRead.js';
import { useTerminalSetup } from '../../store/terminalSetup.js';
import { toastAfter, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Badge, Empty, SelectField, TextField } from '../../ui/fields.js';
import type { CestView, FiscalTables as Tables, NcmView, ProductFiscalView } from './fiscalData.js';

const sent = (what: string, run: () => Promise<unknown>) => toastAfter(fm.sent(what), run);

const matches = (q: string, ...texts: (string | null)[]) => {
  const needle = q.trim().toLowerCase();
  return !needle || texts.some((t) => t?.toLowerCase().includes(needle));
};

export function FiscalTables({ tables, mayWrite }: { tables: Tables; mayWrite: boolean }) {
  return (
    <div className="grid min-h-0 flex-1 grid-cols-1 gap-4 overflow-y-auto p-4 lg:grid-cols-3">
      <CodeTable kind="ncm" rows={tables.ncms} mayWrite={mayWrite} />
      <CodeTable kind="cest" rows={tables.cests} mayWrite={mayWrite} />
      <ProductsFiscal tables={tables} mayWrite={mayWrite} />
    </div>
  );
}

type Editing = { id: string | null; code: string; description: string; ncmCode: string };

/** The NCM or the CEST list: search by code or description, add, edit, remove. */
function CodeTable({ kind, rows, mayWrite }: { kind: 'ncm' | 'cest'; rows: (NcmView | CestView)[]; mayWrite: boolean }) {
  const t = fm[kind];
  const [q, setQ] = useState('');
  const [form, setForm] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<NcmView | null>(null);
  const shown = rows.filter((r) => matches(q, r.code, r.description));

  const save = async (f: Editing) => {
    const ncmCode = f.ncmCode.trim() || null;
    const ok =
      kind === 'ncm'
        ? await sent(`NCM ${f.code}`, () =>
            f.id ? write(w.ncmUpdate, { params: { id: f.id }, body: { code: f.code.trim(), description: f.description } }, undefined) : write(w.ncmCreate, { params: {}, body: { code: f.code.trim(), description: f.description } }, undefined),
          )
        : await sent(`CEST ${f.code}`, () =>
            f.id
              ? write(w.cestsUpdate, { params: { id: f.id }, body: { code: f.code.trim(), description: f.description, ncmCode } }, undefined)
              : write(w.cestsCreate, { params: {}, body: { code: f.code.trim(), description: f.description, ncmCode } }, undefined),
          );
    if (ok) setForm(null);
  };
  const remove = async (r: NcmView) => {
    const ok = await sent(`${t.title} ${r.code}`, () => write(kind === 'ncm' ? w.ncmDelete : w.cestsDelete, { params: { id: r.id }, body: {} }, undefined));
    if (ok) setRemoving(null);
  };

  return (
    <div className="flex min-h-0 flex-col rounded-xl bg-white p-4 shadow-sm" data-testid={`fiscal-${kind}-table`}>
      <div className="mb-2 flex items-end gap-2">
        <h2 className="mr-auto text-lg font-semibold">{t.title}</h2>
        {mayWrite ? (
          <Button tone="primary" onClick={() => setForm({ id: null, code: '', description: '', ncmCode: '' })} data-testid={`fiscal-${kind}-add`}>
            {fm.add}
          </Button>
        ) : null}
      </div>
      <TextField label={fm.search} value={q} onValue={setQ} data-testid={`fiscal-${kind}-search`} />
      <ul className="mt-2 min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto">
        {shown.length === 0 ? <Empty>{rows.length ? t.noMatch : t.none}</Empty> : null}
        {shown.map((r) => (
          <li key={r.id} className="flex items-center gap-2 py-2" data-testid={`fiscal-${kind}-row`}>
            <span className="font-mono">{r.code}</span>
            <span className="flex-1 truncate" title={r.description}>
              {r.description}
              {'ncmCode' in r && r.ncmCode ? <span className="block text-xs text-slate-500">NCM {r.ncmCode}</span> : null}
            </span>
            {mayWrite ? (
              <>
                <Button tone="ghost" onClick={() => setForm({ id: r.id, code: r.code, description: r.description, ncmCode: ('ncmCode' in r ? r.ncmCode : null) ?? '' })} data-testid={`fiscal-${kind}-edit`}>
                  {fm.edit}
                </Button>
                <Button tone="ghost" onClick={() => setRemoving(r)} data-testid={`fiscal-${kind}-remove`}>
                  {fm.remove}
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {form ? (
        <Dialog title={`${t.title}`} onCancel={() => setForm(null)} onConfirm={() => void save(form)} confirmLabel={fm.save} testId={`fiscal-${kind}-form`}>
          <div className="space-y-3">
            <TextField label={t.code} value={form.code} inputMode="numeric" maxLength={kind === 'ncm' ? 8 : 7} onValue={(code) => setForm({ ...form, code: code.replace(/\D/g, '') })} autoFocus data-testid={`fiscal-${kind}-code`} />
            <TextField label={fm.description} value={form.description} onValue={(description) => setForm({ ...form, description })} data-testid={`fiscal-${kind}-description`} />
            {kind === 'cest' ? <TextField label={fm.cest.ncm} value={form.ncmCode} inputMode="numeric" maxLength={8} onValue={(ncmCode) => setForm({ ...form, ncmCode: ncmCode.replace(/\D/g, '') })} data-testid="fiscal-cest-ncm" /> : null}
          </div>
        </Dialog>
      ) : null}
      {removing ? (
        <Dialog title={fm.removeConfirm(`${t.title} ${removing.code}`)} onCancel={() => setRemoving(null)} onConfirm={() => void remove(removing)} confirmLabel={fm.remove} confirmTone="danger" testId={`fiscal-${kind}-remove-confirm`}>
          <p>{removing.description}</p>
        </Dialog>
      ) : null}
    </div>
  );
}

type ConfigForm = { product: ProductRow; config: ProductFiscalView | null; ncm: string; cest: string; cfop: string; crt: string; code: string; origin: string };

/** The products with their NCM, CFOP and CST/CSOSN; those without a fiscal configuration stand out. */
function ProductsFiscal({ tables, mayWrite }: { tables: Tables; mayWrite: boolean }) {
  const businessId = useBusinessId();
  const products = useLive(() => all('products', businessId), [businessId], [] as ProductRow[]);
  const terminalCrt = useTerminalSetup((x) => x.fiscal?.crt ?? 1);
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [q, setQ] = useState('');
  const [form, setForm] = useState<ConfigForm | null>(null);
  const byProduct = useMemo(() => new Map(tables.configs.map((c) => [c.productId, c])), [tables.configs]);
  const shown = products.filter((p) => !p.deletedAt && matches(q, p.name) && (!onlyMissing || !byProduct.get(p.id)?.ncm)).sort((a, b) => a.name.localeCompare(b.name));
  const crts = [...new Set(tables.csts.map((c) => String(c.crt)))];

  const edit = (product: ProductRow) => {
    const config = byProduct.get(product.id) ?? null;
    setForm({ product, config, ncm: config?.ncm ?? '', cest: config?.cest ?? '', cfop: config?.cfop ?? '5102', crt: String(terminalCrt), code: config?.cst ?? config?.csosn ?? '', origin: String(config?.origin ?? 0) });
  };
  const save = async (f: ConfigForm) => {
    const normal = f.crt === '3';
    const fields = { ncm: f.ncm, cest: f.cest || null, cfop: f.cfop, cst: normal ? f.code || null : null, csosn: normal ? null : f.code || null, origin: Number(f.origin) };
    const ok = await sent(fm.products.edit(f.product.name), () =>
      f.config
        ? write(productFiscalConfigUpdate, { params: { id: f.config.id }, body: fields }, undefined)
        : write(productFiscalConfigCreate, { params: {}, body: { productId: f.product.id, ...fields } }, undefined),
    );
    if (ok) setForm(null);
  };

  return (
    <div className="flex min-h-0 flex-col rounded-xl bg-white p-4 shadow-sm" data-testid="fiscal-products">
      <h2 className="text-lg font-semibold">{fm.products.title}</h2>
      <p className="mb-2 text-sm text-slate-500">{fm.products.hint}</p>
      <div className="flex items-end gap-2">
        <TextField className="flex-1" label={fm.search} value={q} onValue={setQ} data-testid="fiscal-products-search" />
        <label className="touch-target flex items-center gap-2 text-sm">
          <input type="checkbox" checked={onlyMissing} onChange={(e) => setOnlyMissing(e.target.checked)} data-testid="fiscal-products-missing" />
          {fm.products.onlyMissing}
        </label>
      </div>
      <ul className="mt-2 min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto">
        {shown.length === 0 ? <Empty>{fm.products.none}</Empty> : null}
        {shown.map((p) => {
          const c = byProduct.get(p.id);
          return (
            <li key={p.id} className="flex items-center gap-2 py-2" data-testid="fiscal-product-row">
              <span className="flex-1 truncate">
                {p.name}
                {c ? <span className="block font-mono text-xs text-slate-500">{`NCM ${c.ncm} · CFOP ${c.cfop} · ${c.cst ? `CST ${c.cst}` : `CSOSN ${c.csosn ?? '—'}`}`}</span> : null}
              </span>
              {!c?.ncm ? <Badge tone="amber">{fm.products.missing}</Badge> : null}
              {mayWrite ? (
                <Button tone="ghost" onClick={() => edit(p)} data-testid="fiscal-product-edit">
                  {fm.edit}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {form ? (
        <Dialog title={fm.products.edit(form.product.name)} onCancel={() => setForm(null)} onConfirm={() => void save(form)} confirmLabel={fm.save} testId="fiscal-product-form" wide>
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              label={fm.products.ncm}
              value={form.ncm}
              onValue={(ncm) => setForm({ ...form, ncm })}
              placeholder={fm.products.choose}
              choices={tables.ncms.map((n) => ({ value: n.code, label: `${n.code} – ${n.description}` }))}
              testId="fiscal-product-ncm"
            />
            <SelectField
              label={fm.products.cest}
              value={form.cest}
              onValue={(cest) => setForm({ ...form, cest })}
              placeholder={fm.products.none2}
              choices={tables.cests.filter((c) => !c.ncmCode || !form.ncm || c.ncmCode === form.ncm).map((c) => ({ value: c.code, label: `${c.code} – ${c.description}` }))}
              testId="fiscal-product-cest"
            />
            <TextField label={fm.products.cfop} value={form.cfop} inputMode="numeric" maxLength={4} onValue={(cfop) => setForm({ ...form, cfop: cfop.replace(/\D/g, '') })} data-testid="fiscal-product-cfop" />
            <SelectField
              label={fm.products.origin}
              value={form.origin}
              onValue={(origin) => setForm({ ...form, origin })}
              choices={tables.origins.map((o) => ({ value: String(o.code), label: `${o.code} – ${o.description}` }))}
              testId="fiscal-product-origin"
            />
            <SelectField label={fm.products.regime} value={form.crt} onValue={(crt) => setForm({ ...form, crt, code: '' })} choices={crts.map((c) => ({ value: c, label: `${c} – ${fm.crt[c] ?? ''}` }))} testId="fiscal-product-crt" />
            <SelectField
              label={fm.products.cst}
              value={form.code}
              onValue={(code) => setForm({ ...form, code })}
              placeholder={fm.products.choose}
              choices={tables.csts.filter((c) => String(c.crt) === form.crt).map((c) => ({ value: c.code, label: `${c.kind} ${c.code} – ${c.description}` }))}
              testId="fiscal-product-cst"
            />
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
