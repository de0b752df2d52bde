// Configurações → Cardápio → a product (#/configuracoes/cardapio/produto/<id>): what the menu's quick editor does not
// show. The product as the server holds it (gqlProduct), its actions (copy, change of type, into an add-on, delete),
// its compositions (steps of choice, their items and hours), secondary kitchens, marketplace links, a rodízio's
// allowed products and categories, its stored pictures and its fiscal data. Read from the server; written through
// declared writes; a manager's ('manage' on the server, 'settings' here).
import { useState } from 'react';
import { PRODUCT_TYPES, type ProductType } from '../../../src-shared/api/enums.js';
import { menuMessages } from '../../../src-shared/i18n/menu.js';
import { productEditorMessages as pe } from '../../../src-shared/i18n/productEditor.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import { catalog, productKinds, products as productWrites } from '../../../src-shared/writes/index.js';
import { money } from '../../format/money.js';
import { useCan } from '../../hooks/permissions.js';
import { navigate } from '../../hooks/useRoute.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Badge, ScreenHeader, Segmented, TextField } from '../../ui/fields.js';
import { Notice, NotForRole, OfflineNotice } from '../../ui/Notice.js';
import { sent, useWritesDone } from '../payConfig/common.js';
import { loadProduct, type ProductView } from './productEditorData.js';
import { ComboOptions } from './ComboOptions.js';
import { Compositions } from './ProductCompositions.js';
import { AllYouCanEat, FiscalData, Integrators, SecondaryKitchens, StoredImages } from './ProductLinks.js';

const types = menuMessages.screen.types;
const a = pe.actions;
/** The writes this screen sends: the server is read again when one of them went through. */
const KINDS: ReadonlySet<string> = new Set([
  ...[...Object.values(productKinds), ...Object.values(productWrites)].flatMap((w) => (typeof w === 'object' && w !== null && 'call' in w && 'id' in w ? [String(w.id)] : [])),
  catalog.compositionAvailabilitiesCreate.id,
  catalog.compositionAvailabilitiesUpdate.id,
  catalog.compositionComboProductCompositionSubproductCreate.id,
  catalog.compositionComboProductCompositionSubproductUpdate.id,
  catalog.compositionComboProductCompositionSubproductDelete.id,
  catalog.compositionSubproductAvailabilitiesCreate.id,
  catalog.compositionSubproductAvailabilitiesUpdate.id,
  catalog.compositionSubproductAvailabilitiesDelete.id,
  catalog.nominalSubproductsCreate.id,
  catalog.nominalSubproductsUpdate.id,
  catalog.nominalSubproductsDelete.id,
  catalog.compositionAvailabilitiesDelete.id,
]);

export function ProductEditor({ productId }: { productId: string }) {
  if (!useCan('settings')) {
    return (
      <NotForRole title={menuMessages.screen.title} back={pe.back} screenTestId="product-editor" testId="product-editor-not-yours">
        {pe.notYours}
      </NotForRole>
    );
  }
  return <Editor productId={productId} />;
}

function Editor({ productId }: { productId: string }) {
  const version = useWritesDone(KINDS);
  const [read, retry, data] = useServerRead(`product#${productId}#${version}`, () => loadProduct(productId));
  const back = () => navigate('configuracoes', 'cardapio');
  const p = data?.product ?? null;
  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="product-editor">
      <ScreenHeader title={p ? pe.title(p.name) : menuMessages.screen.title}>
        <Button tone="ghost" onClick={back}>
          {pe.back}
        </Button>
      </ScreenHeader>
      {!data ? (
        read.state === 'offline' ? (
          <OfflineNotice message={pe.offline} retryLabel={pe.retry} onRetry={retry} testId="product-editor-offline" />
        ) : (
          <p className="m-4 text-slate-500">{pe.loading}</p>
        )
      ) : !p ? (
        <Notice testId="product-editor-gone">{pe.notFound}</Notice>
      ) : (
        <div className="min-h-0 flex-1 space-y-4 overflow-y-auto p-4">
          <Summary product={p} compositions={data.compositions.length} comboItems={data.comboItems} availabilities={data.availabilities} onGone={back} />
          <Compositions product={p} read={data} />
          {p.type === 'allYouCanEat' ? <AllYouCanEat product={p} read={data} /> : null}
          {p.type === 'combo' ? <ComboOptions read={data} /> : null}
          <div className="grid gap-4 xl:grid-cols-2">
            <SecondaryKitchens product={p} read={data} />
            <Integrators product={p} read={data} />
            <StoredImages product={p} read={data} />
            <FiscalData product={p} read={data} />
          </div>
        </div>
      )}
    </section>
  );
}

type Acting = 'copy' | 'type' | 'convert' | 'delete' | null;

function Summary({ product: p, compositions, comboItems, availabilities, onGone }: { product: ProductView; compositions: number; comboItems: number; availabilities: number; onGone: () => void }) {
  const s = pe.summary;
  const [acting, setActing] = useState<Acting>(null);
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm" data-testid="product-summary">
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone="blue">{types[p.type] ?? p.type}</Badge>
        {p.available ? <Badge tone="green">{s.available}</Badge> : <Badge tone="red">{s.soldOut}</Badge>}
        <span className="tabular-nums" data-testid="product-summary-price">
          {s.price}: {money(p.price)}
        </span>
        {p.internalCode ? (
          <span className="text-slate-600">
            {s.code}: {p.internalCode}
          </span>
        ) : null}
        <span className="text-slate-600">{s.compositions(compositions)}</span>
        {p.type === 'combo' ? <span className="text-slate-600">{s.comboItems(comboItems)}</span> : null}
        <span className="text-slate-600">{s.availabilities(availabilities)}</span>
        <a className="text-blue-700 underline" href={`#/configuracoes/adicionais?produto=${p.id}`}>
          {s.addOns}
        </a>
      </div>
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={a.title}>
        <Button tone="secondary" onClick={() => setActing('copy')} data-testid="product-copy">
          {a.copy}
        </Button>
        <Button tone="secondary" onClick={() => setActing('type')} data-testid="product-change-type">
          {a.changeType}
        </Button>
        <Button tone="secondary" onClick={() => setActing('convert')} data-testid="product-convert">
          {a.convert}
        </Button>
        <Button tone="danger" onClick={() => setActing('delete')} data-testid="product-delete">
          {a.delete}
        </Button>
      </div>
      {acting === 'copy' ? <CopyDialog product={p} onClose={() => setActing(null)} /> : null}
      {acting === 'type' ? <TypeDialog product={p} onClose={() => setActing(null)} /> : null}
      {acting === 'convert' ? <ConvertDialog product={p} hasChildren={compositions > 0 || comboItems > 0} onClose={() => setActing(null)} onDone={onGone} /> : null}
      {acting === 'delete' ? <DeleteDialog product={p} onClose={() => setActing(null)} onDone={onGone} /> : null}
    </section>
  );
}

function CopyDialog({ product: p, onClose }: { product: ProductView; onClose: () => void }) {
  const [name, setName] = useState(a.copyOf(p.name));
  const copy = async () => {
    const id = newId();
    const newProductName = name.trim();
    if (!newProductName) return;
    if (await sent(a.copied(newProductName), () => write(productWrites.productsCopy, { params: { id: p.id }, body: { id, newProductName } }, { name: p.name }))) {
      // The copy opens in the editor: its compositions came with it.
      navigate('configuracoes', 'cardapio', 'produto', id);
      onClose();
    }
  };
  return (
    <Dialog title={a.copyTitle} onCancel={onClose} onConfirm={() => void copy()} confirmLabel={a.copy} confirmDisabled={!name.trim()} testId="copy-dialog">
      <TextField label={a.copyName} value={name} onValue={setName} maxLength={120} data-testid="copy-name" />
    </Dialog>
  );
}

function TypeDialog({ product: p, onClose }: { product: ProductView; onClose: () => void }) {
  const [type, setType] = useState<ProductType>(p.type as ProductType);
  const same = type === p.type;
  const change = async () => {
    if (same) return;
    if (await sent(menuMessages.actions.changeType(p.name), () => write(productWrites.productsChangeType, { params: { id: p.id }, body: { type } }, { name: p.name }))) onClose();
  };
  return (
    <Dialog title={a.changeTypeTitle} onCancel={onClose} onConfirm={() => void change()} confirmLabel={pe.save} confirmDisabled={same} testId="type-dialog">
      <p className="mb-3 text-slate-700">{a.changeTypeHelp}</p>
      <Segmented<ProductType> label={a.changeType} value={type} onChange={setType} testId="product-type" choices={PRODUCT_TYPES.map((t) => ({ value: t, label: types[t] ?? t }))} />
      {same ? <p className="mt-2 text-sm text-slate-500">{a.sameType}</p> : null}
    </Dialog>
  );
}

function ConvertDialog({ product: p, hasChildren, onClose, onDone }: { product: ProductView; hasChildren: boolean; onClose: () => void; onDone: () => void }) {
  const convert = async () => {
    if (hasChildren) return;
    if (await sent(pe.labels.convert(p.name), () => write(productWrites.productsSubproductConvert, { params: { id: p.id }, body: { id: newId() } }, { name: p.name }))) onDone();
  };
  return (
    <Dialog title={a.convertTitle} onCancel={onClose} onConfirm={() => void convert()} confirmLabel={a.convert} confirmDisabled={hasChildren} testId="convert-dialog">
      <p className="text-slate-700">{a.convertHelp(p.name)}</p>
      {hasChildren ? (
        <p className="mt-2 text-sm font-semibold text-red-700" role="alert">
          {a.convertRefused}
        </p>
      ) : null}
    </Dialog>
  );
}

function DeleteDialog({ product: p, onClose, onDone }: { product: ProductView; onClose: () => void; onDone: () => void }) {
  // Each type has its own removal in the spec; a simple product's is the plain one.
  const remove = () => {
    const params = { params: { id: p.id }, body: {} };
    if (p.type === 'combo') return write(productKinds.productComboDelete, params, undefined);
    if (p.type === 'composite') return write(productKinds.productCompositesDelete, params, undefined);
    if (p.type === 'allYouCanEat') return write(productKinds.productAllYouCanEatDelete, params, undefined);
    return write(productWrites.productsDelete, params, { name: p.name });
  };
  const run = async () => {
    if (await sent(a.deleted(p.name), remove)) onDone();
  };
  return (
    <Dialog title={a.deleteTitle} onCancel={onClose} onConfirm={() => void run()} confirmLabel={a.delete} confirmTone="danger" testId="delete-dialog">
      <p className="text-slate-700">{a.deleteHelp(p.name)}</p>
    </Dialog>
  );
}
