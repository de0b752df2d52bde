// Configurações → Categorias e cozinhas: the menu's structure in three tabs (categories, catalogs, kitchens and
// KDS), read from the server and read again when one of its writes went through. A manager's, as the server
// decides ('manage').
import { useState } from 'react';
import { catalogScreenMessages as cm } from '../../../src-shared/i18n/catalogScreens.js';
import * as w from '../../../src-shared/writes/catalog.js';
import type { AnyWrite } from '../../../src-shared/writes/index.js';
import * as kw from '../../../src-shared/writes/kitchens.js';
import { useCan } from '../../hooks/permissions.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { navigate } from '../../hooks/useRoute.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { Button } from '../../ui/Button.js';
import { ScreenHeader, Segmented } from '../../ui/fields.js';
import { NotForRole } from '../../ui/Notice.js';
import { ReadState, useWritesDone } from '../payConfig/common.js';
import { CatalogsPanel } from './CatalogsPanel.js';
import { CategoriesPanel } from './CategoriesPanel.js';
import { loadMenuStructure } from './catalogsData.js';
import { c } from './common.js';
import { KitchensPanel } from './KitchensPanel.js';

const s = cm.categories;
const isWrite = (x: unknown): x is AnyWrite => typeof x === 'object' && x !== null && 'call' in x && 'schema' in x;
const KINDS: ReadonlySet<string> = new Set([...Object.values(w), ...Object.values(kw)].filter(isWrite).map((x) => x.id));
type Tab = 'categorias' | 'cardapios' | 'cozinhas';
const TABS = [
  { value: 'categorias', label: s.tabCategories },
  { value: 'cardapios', label: s.tabCatalogs },
  { value: 'cozinhas', label: s.tabKitchens },
] as const;

export function MenuStructureScreen() {
  if (!useCan('settings')) {
    return (
      <NotForRole title={s.title} back={c.back} screenTestId="menu-structure-screen" testId="menu-structure-not-yours">
        {c.notYours}
      </NotForRole>
    );
  }
  return <MenuStructure />;
}

function MenuStructure() {
  const version = useWritesDone(KINDS);
  // Pictures go online, not through the outbox: their answer reads the server again.
  const [uploads, setUploads] = useState(0);
  const businessId = useBusinessId() ?? '';
  const [read, retry, data] = useServerRead(`menu-structure#${businessId}#${version}#${uploads}`, () => loadMenuStructure(businessId));
  const [tab, setTab] = useState<Tab>('categorias');
  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="menu-structure-screen">
      <ScreenHeader title={s.title}>
        <Segmented label={s.title} value={tab} choices={TABS} onChange={setTab} testId="menu-structure-tabs" />
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {c.back}
        </Button>
      </ScreenHeader>
      {!data ? (
        <ReadState read={read} retry={retry} testId="menu-structure" />
      ) : tab === 'categorias' ? (
        <CategoriesPanel data={data} onChanged={() => setUploads((n) => n + 1)} />
      ) : tab === 'cardapios' ? (
        <CatalogsPanel data={data} />
      ) : (
        <KitchensPanel data={data} />
      )}
    </section>
  );
}
