// Configurações → Plataforma: the platform admin's businesses (find one by name or CNPJ, open a new one, rename it,
// see whether its partner released it to production, drop the server's caches; the release itself is the
// partner's call), the plan each is on, the people linked to it, and the
// platform's contract plans. Gated like Cobrança: a platform admin only (the login's platform roles); the server
// checks the admin context again on every call.
import { useState } from 'react';
import { todayIn } from '../../../src-shared/domain/financialDates.js';
import { formatBRL } from '../../../src-shared/domain/money.js';
import { businessScreenMessages as bm, platformScreenMessages as m } from '../../../src-shared/i18n/businessScreen.js';
import { peopleMessages } from '../../../src-shared/i18n/people.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import * as bw from '../../../src-shared/writes/business.js';
import * as cw from '../../../src-shared/writes/contractPlans.js';
import * as pw from '../../../src-shared/writes/platform.js';
import { businessTimeZone } from '../../format/time.js';
import { navigate } from '../../hooks/useRoute.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { toastAfter } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Badge, Empty, ScreenHeader, SelectField, TextField } from '../../ui/fields.js';
import { MoneyInput } from '../../ui/MoneyInput.js';
import { NotForRole, OfflineNotice } from '../../ui/Notice.js';
import { isPlatformAdmin } from '../billing/billingData.js';
import { Heading } from './common.js';
import { loadBusinessDetail, loadPlatform, send, type BusinessSummary, type ContractPlanView, type PlatformRead } from './platformData.js';

const day = (iso: string) => new Intl.DateTimeFormat('pt-BR', { timeZone: businessTimeZone() }).format(new Date(iso));
const ROLE_CHOICES = Object.entries(peopleMessages.roles).map(([value, label]) => ({ value, label }));

export function PlatformScreen() {
  const [admin] = useServerRead('platform-admin', isPlatformAdmin);
  if (admin.state === 'loading') return <p className="m-4 text-slate-500">{bm.loading}</p>;
  if (admin.state !== 'ready' || !admin.value) {
    return (
      <NotForRole title={m.title} back={bm.back} screenTestId="platform-screen" testId="platform-not-yours">
        {m.notYours}
      </NotForRole>
    );
  }
  return <Platform />;
}

function Platform() {
  const [term, setTerm] = useState('');
  const [version, setVersion] = useState(0);
  const reread = () => setVersion((v) => v + 1);
  const [read, retry, data] = useServerRead(`platform#${term}#${version}`, () => loadPlatform(term));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = data?.businesses.find((b) => b.id === selectedId) ?? null;
  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="platform-screen">
      <ScreenHeader title={m.title}>
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {bm.back}
        </Button>
      </ScreenHeader>
      {!data ? (
        read.state === 'offline' ? (
          <OfflineNotice message={bm.offline} retryLabel={bm.retry} onRetry={retry} testId="platform-offline" />
        ) : (
          <p className="m-4 text-slate-500">{bm.loading}</p>
        )
      ) : (
        <div className="grid min-h-0 flex-1 grid-cols-[minmax(18rem,1fr)_2fr] gap-4 p-4">
          <div className="min-h-0 space-y-3 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
            <TextField label={m.search} value={term} onValue={setTerm} data-testid="platform-search" />
            {data.businesses.length === 0 ? <Empty>{m.empty}</Empty> : null}
            <ul className="space-y-1" data-testid="platform-businesses">
              {data.businesses.map((b) => (
                <li key={b.id}>
                  <button
                    type="button"
                    onClick={() => setSelectedId(b.id)}
                    aria-current={b.id === selectedId}
                    data-testid={`platform-business-${b.name}`}
                    className={`touch-target flex w-full items-center justify-between rounded-lg px-3 text-left ${b.id === selectedId ? 'bg-blue-50 ring-2 ring-blue-600' : 'hover:bg-slate-50'}`}
                  >
                    <span>
                      <span className="block font-semibold">{b.tradeName ?? b.name}</span>
                      <span className="text-sm text-slate-500">{b.document ?? '—'}</span>
                    </span>
                    <Badge tone={b.releasedToProductionAt ? 'green' : 'amber'}>{b.releasedToProductionAt ? m.released(day(b.releasedToProductionAt)) : m.inSetup}</Badge>
                  </button>
                </li>
              ))}
            </ul>
            <NewBusiness onDone={reread} />
            <ContractPlans plans={data.plans} onDone={reread} />
          </div>
          <div className="min-h-0 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
            {selected ? <BusinessDetail key={`${selected.id}|${selected.name}|${selected.tradeName ?? ''}`} business={selected} data={data} onDone={reread} /> : <Empty>{m.select}</Empty>}
          </div>
        </div>
      )}
    </section>
  );
}

function NewBusiness({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('');
  const [tradeName, setTradeName] = useState('');
  const [document, setDocument] = useState('');
  const create = async () => {
    const body = { id: newId(), name: name.trim(), tradeName: tradeName.trim() || null, document: document.replace(/\D/g, '') || null };
    if (await toastAfter(m.created(body.name), () => send(pw.businessesCreate, { params: {}, body }))) {
      setName('');
      setTradeName('');
      setDocument('');
      onDone();
    }
  };
  return (
    <form
      className="space-y-2 rounded-lg bg-slate-50 p-3"
      data-testid="platform-new-business"
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <Heading>{m.newBusiness}</Heading>
      <TextField label={bm.data.name} value={name} onValue={setName} data-testid="platform-new-name" />
      <TextField label={bm.data.tradeName} value={tradeName} onValue={setTradeName} data-testid="platform-new-trade-name" />
      <TextField label={bm.data.document} inputMode="numeric" value={document} onValue={setDocument} data-testid="platform-new-document" />
      <Button type="submit" tone="primary" data-testid="platform-new-create">
        {m.create}
      </Button>
    </form>
  );
}

function ContractPlans({ plans, onDone }: { plans: ContractPlanView[]; onDone: () => void }) {
  const [name, setName] = useState('');
  const [price, setPrice] = useState(0);
  const run = async (done: string, call: () => Promise<unknown>) => {
    if (await toastAfter(done, call)) onDone();
  };
  return (
    <div className="space-y-2 border-t border-slate-200 pt-3" data-testid="platform-plans">
      <Heading>{m.plans.title}</Heading>
      {plans.length === 0 ? <Empty>{m.plans.empty}</Empty> : null}
      <ul className="space-y-1">
        {plans.map((p) => (
          <li key={p.id} className="flex items-center justify-between gap-2" data-testid={`platform-plan-${p.name}`}>
            <span>
              <span className="block font-semibold">{p.name}</span>
              <span className="text-sm text-slate-500">{formatBRL(p.monthlyPrice)}</span>
            </span>
            <span className="flex gap-1">
              <Button tone="ghost" onClick={() => void run(m.plans.toggled, () => send(pw.contractPlansUpdate, { params: { id: p.id }, body: { available: !p.available } }))} data-testid="platform-plan-toggle">
                {p.available ? m.plans.on : m.plans.off}
              </Button>
              <Button tone="danger" onClick={() => void run(m.plans.removed, () => send(pw.contractPlansDelete, { params: { id: p.id }, body: {} }))} data-testid="platform-plan-remove">
                {bm.remove}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <form
        className="grid grid-cols-1 items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const body = { id: newId(), name: name.trim(), monthlyPrice: price };
          void run(m.plans.created(body.name), () => send(pw.contractPlansCreate, { params: {}, body })).then(() => setName(''));
        }}
      >
        <TextField label={m.plans.name} value={name} onValue={setName} data-testid="platform-plan-name" />
        <MoneyInput label={m.plans.price} value={price} onChange={setPrice} testId="platform-plan-price" />
        <Button type="submit" tone="secondary" data-testid="platform-plan-add">
          {m.plans.add}
        </Button>
      </form>
    </div>
  );
}

function BusinessDetail({ business, data, onDone }: { business: BusinessSummary; data: PlatformRead; onDone: () => void }) {
  const [name, setName] = useState(business.name);
  const [tradeName, setTradeName] = useState(business.tradeName ?? '');
  const [detailVersion, setDetailVersion] = useState(0);
  const [detailRead, , detail] = useServerRead(`platform-business#${business.id}#${detailVersion}`, () => loadBusinessDetail(business.id));
  const [planId, setPlanId] = useState('');
  const [startsOn, setStartsOn] = useState(todayIn(businessTimeZone()));
  const [adminId, setAdminId] = useState('');
  const [role, setRole] = useState('business_admin');
  const run = async (done: string, call: () => Promise<unknown>, after: () => void = () => setDetailVersion((v) => v + 1)) => {
    if (await toastAfter(done, call)) after();
  };
  const on = { businessId: business.id };
  return (
    <div className="space-y-5" data-testid="platform-business-detail">
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          void run(m.saved, () => send(pw.businessesUpdate, { params: { id: business.id }, body: { name: name.trim(), tradeName: tradeName.trim() || null } }), onDone);
        }}
      >
        <h2 className="text-xl font-semibold" data-testid="platform-business-title">{business.tradeName ?? business.name}</h2>
        <div className="grid grid-cols-2 gap-3">
          <TextField label={bm.data.name} value={name} onValue={setName} data-testid="platform-business-name" />
          <TextField label={bm.data.tradeName} value={tradeName} onValue={setTradeName} data-testid="platform-business-trade-name" />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" tone="primary" data-testid="platform-business-save">
            {bm.save}
          </Button>
          <Button tone="secondary" onClick={() => void run(m.cacheDone, () => send(bw.businessCleanRedisCache, { ...on, params: {}, body: {} }))} data-testid="platform-clean-cache">
            {m.cache}
          </Button>
        </div>
      </form>

      <div className="space-y-2 border-t border-slate-200 pt-4" data-testid="platform-business-plans">
        <Heading>{m.businessPlans.title}</Heading>
        {detail && detail.plans.length === 0 ? <Empty>{m.businessPlans.empty}</Empty> : null}
        {detailRead.state === 'offline' ? <p className="text-sm text-red-700">{bm.offline}</p> : null}
        <ul className="space-y-1">
          {detail?.plans.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-2" data-testid={`platform-business-plan-${p.contractPlan?.name ?? p.contractPlanId}`}>
              <span>
                <span className="block font-semibold">{p.contractPlan?.name ?? '—'}</span>
                <span className="text-sm text-slate-500">
                  {formatBRL(p.monthlyPrice)} · {day(`${p.startsOn}T12:00:00Z`)} {m.businessPlans.until(p.endsOn ? day(`${p.endsOn}T12:00:00Z`) : null)}
                </span>
              </span>
              <Button tone="danger" onClick={() => void run(m.businessPlans.removed, () => send(cw.businessContractPlansDelete, { ...on, params: { id: p.id }, body: {} }))} data-testid="platform-business-plan-remove">
                {bm.remove}
              </Button>
            </li>
          ))}
        </ul>
        <form
          className="grid grid-cols-[2fr_1fr_auto] items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!planId) return void toastAfter('', () => Promise.reject(new Error(m.businessPlans.noPlan)));
            void run(m.businessPlans.added, () => send(cw.businessContractPlansCreate, { ...on, params: {}, body: { id: newId(), contractPlanId: planId, startsOn } }));
          }}
        >
          <SelectField label={m.businessPlans.plan} value={planId} onValue={setPlanId} placeholder="" choices={data.plans.filter((p) => p.available).map((p) => ({ value: p.id, label: `${p.name} · ${formatBRL(p.monthlyPrice)}` }))} testId="platform-business-plan-choice" />
          <TextField label={m.businessPlans.startsOn} type="date" value={startsOn} onValue={setStartsOn} data-testid="platform-business-plan-starts" />
          <Button type="submit" tone="secondary" data-testid="platform-business-plan-add">
            {m.businessPlans.add}
          </Button>
        </form>
      </div>

      <div className="space-y-2 border-t border-slate-200 pt-4" data-testid="platform-business-links">
        <Heading>{m.links.title}</Heading>
        {detail && detail.links.length === 0 ? <Empty>{m.links.empty}</Empty> : null}
        <ul className="space-y-1">
          {detail?.links.map((l) => (
            <li key={l.id} className="grid grid-cols-[1fr_12rem_auto] items-end gap-2" data-testid={`platform-link-${l.userEmail}`}>
              <span className="pb-2">
                <span className="block font-semibold">{l.userName}</span>
                <span className="text-sm text-slate-500">{l.userEmail}</span>
              </span>
              <SelectField
                label={m.links.role}
                value={l.roles[0] ?? ''}
                onValue={(r) => void run(m.links.changed, () => send(pw.userBusinessUpdate, { params: { id: l.id }, body: { userId: l.userId, businessId: business.id, roles: [r] } }))}
                choices={ROLE_CHOICES}
                testId="platform-link-role"
              />
              <Button tone="danger" onClick={() => void run(m.links.removed, () => send(pw.userBusinessDelete, { params: { id: l.id }, body: {} }))} data-testid="platform-link-remove">
                {bm.remove}
              </Button>
            </li>
          ))}
        </ul>
        <form
          className="grid grid-cols-[2fr_1fr_auto] items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!adminId) return;
            void run(m.links.added, () => send(pw.userBusinessCreate, { params: {}, body: { id: newId(), userId: adminId, businessId: business.id, roles: [role] } }));
          }}
        >
          <SelectField label={m.links.admin} value={adminId} onValue={setAdminId} placeholder="" choices={data.admins.map((a) => ({ value: a.id, label: `${a.name} (${a.email})` }))} testId="platform-link-admin" />
          <SelectField label={m.links.role} value={role} onValue={setRole} choices={ROLE_CHOICES} testId="platform-link-new-role" />
          <Button type="submit" tone="secondary" data-testid="platform-link-add">
            {m.links.add}
          </Button>
        </form>
      </div>
    </div>
  );
}
