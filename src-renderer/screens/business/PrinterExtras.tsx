// What the printers panel of Configurações adds to this terminal's own setup: renaming or removing one of the
// business's printers (declared writes; every terminal takes the change at its next pull), the POS templates (what
// each slip carries and how many characters a line holds on each roll) and the printers of the person's other
// businesses (gqlPrintersByUser), read from the server.
import { useState } from 'react';
import { businessScreenMessages as bm } from '../../../src-shared/i18n/businessScreen.js';
import * as bw from '../../../src-shared/writes/business.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { serverApi } from '../../services/serverApi.js';
import { command, failed, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/fields.js';
import { sent } from './common.js';

const m = bm.printers;

/** Rename or remove a printer of the business. */
export function PrinterManage({ id, name }: { id: string; name: string }) {
  const [value, setValue] = useState(name);
  return (
    <div className="mt-2 flex items-end gap-2" data-testid={`printer-manage-${name}`}>
      <TextField className="flex-1" label={`${m.name}: ${name}`} value={value} onValue={setValue} data-testid="printer-name" />
      <Button
        tone="secondary"
        disabled={!value.trim() || value.trim() === name}
        onClick={() => void sent(m.changed(value.trim()), () => write(bw.printersUpdate, { params: { id }, body: { name: value.trim() } }, undefined))}
        data-testid="printer-rename"
      >
        {m.rename}
      </Button>
      <Button tone="danger" onClick={() => void sent(m.removed, () => write(bw.printersDelete, { params: { id }, body: {} }, undefined))} data-testid="printer-remove">
        {m.remove}
      </Button>
    </div>
  );
}

type Kind = 'nfce' | 'products' | 'service-resume';
interface Template {
  kind: Kind;
  blocks: string[];
  sizes: { small: number; medium: number; large: number };
}
const KINDS: Kind[] = ['nfce', 'products', 'service-resume'];

async function templateOf(kind: Kind): Promise<Template> {
  const api = serverApi().printersPlansUsers;
  const read = kind === 'nfce' ? api.printerPosTemplateNfce : kind === 'products' ? api.printerPosTemplateProducts : api.printerPosTemplateServiceResume;
  return (await read({})) as Template;
}

/** The POS templates: pick one, see its blocks in order and the line widths. */
export function PosTemplates() {
  const [shown, setShown] = useState<Template | null>(null);
  return (
    <div className="space-y-2 border-t border-slate-200 pt-3" data-testid="pos-templates">
      <h3 className="font-semibold">{m.templates}</h3>
      <p className="text-sm text-slate-500">{m.templatesHint}</p>
      <div className="flex flex-wrap gap-2">
        {KINDS.map((k) => (
          <Button key={k} tone={shown?.kind === k ? 'primary' : 'secondary'} onClick={() => void templateOf(k).then(setShown, failed)} data-testid={`pos-template-${k}`}>
            {m.template[k]}
          </Button>
        ))}
      </div>
      {shown ? (
        <div className="rounded-lg bg-slate-50 p-3 text-sm" data-testid="pos-template-shown">
          <ol className="list-decimal pl-5">
            {shown.blocks.map((b) => (
              <li key={b}>{m.blocks[b] ?? b}</li>
            ))}
          </ol>
          <p className="mt-1 text-slate-600">{m.widths(shown.sizes.small, shown.sizes.medium, shown.sizes.large)}</p>
        </div>
      ) : null}
    </div>
  );
}

interface SessionLike {
  user: { businesses: { id: string; name: string }[] } | null;
  businessId: string | null;
}

/** The printers of the person's other businesses (a chain's manager sets several up from one place). */
export function OtherBusinessesPrinters() {
  const [read] = useServerRead('printers-by-user', async () => {
    const session = await command<SessionLike>('session.get', {});
    const others = (session.user?.businesses ?? []).filter((b) => b.id !== session.businessId);
    if (others.length === 0) return [];
    const rows = (await serverApi().printersPlansUsers.gqlPrintersByUser({ businessIds: others.map((b) => b.id) }, 'id name model businessId')) as { id: string; name: string; model: string; businessId: string }[];
    return rows.filter((r) => r.businessId !== session.businessId).map((r) => ({ ...r, businessName: others.find((b) => b.id === r.businessId)?.name ?? '' }));
  });
  if (read.state !== 'ready' || read.value.length === 0) return null;
  return (
    <div className="space-y-1 border-t border-slate-200 pt-3" data-testid="printers-other-businesses">
      <h3 className="font-semibold">{m.otherBusinesses}</h3>
      <ul className="text-sm">
        {read.value.map((p) => (
          <li key={p.id}>
            {p.businessName}: <span className="font-semibold">{p.name}</span> <span className="text-slate-500">{p.model}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
