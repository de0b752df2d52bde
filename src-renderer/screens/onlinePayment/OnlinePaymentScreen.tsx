// Configurações → Pagamento online (002 §7 Online payment): the business's onboarding at the payment provider, for
// its owner (business admin) or the platform's admin and partner: the state, the company and its responsible person,
// the KYC documents, the bank accounts with the main one, the split of each payment and the report of the
// provider's charges. Read from the server (useServerRead: the provider decides the state); written through the
// declared writes, read again when the outbox says the server took one.
import { useEffect, useState } from 'react';
import type { Settled } from '../../../src-shared/bridge/areas/sync.js';
import { ONLINE_PAYMENT_DOCUMENT_TYPES } from '../../../src-shared/api/schemas/onlinePayment.js';
import { todayIn } from '../../../src-shared/domain/financialDates.js';
import { onlinePaymentMessages as om } from '../../../src-shared/i18n/onlinePayment.js';
import { newId } from '../../../src-shared/ids/uuid.js';
import * as w from '../../../src-shared/writes/onlinePayment.js';
import { businessTimeZone } from '../../format/time.js';
import { useCounterSession } from '../../hooks/useCounter.js';
import { navigate } from '../../hooks/useRoute.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { bridge } from '../../services/bridge.js';
import { saveFile } from '../../services/download.js';
import { serverApi } from '../../services/serverApi.js';
import { failed, toastAfter, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { OfflineNotice } from '../../ui/Notice.js';
import { Badge, Empty, ScreenHeader, Segmented, TextField } from '../../ui/fields.js';
import { toast } from '../../ui/toast.js';
import { bpsOf, loadOnlinePayment, percentOf, type OnlinePaymentState } from './onlinePaymentData.js';

const s = om.screen;
const WRITES: ReadonlySet<string> = new Set(Object.values(w).map((x) => x.id));
/** Who onboards (the server checks it too: routes/onlinePayment.ts). */
export const ONLINE_PAYMENT_ROLES = ['admin', 'franchise', 'business_admin'];

const sent = (what: string, run: () => Promise<unknown>) => toastAfter(s.sent(what), run);

const Card = ({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) => (
  <div className="space-y-3 rounded-xl bg-white p-4 shadow-sm" data-testid={testId}>
    <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
    {children}
  </div>
);

export function OnlinePaymentScreen() {
  const roles = useCounterSession((x) => x.roles);
  const mine = roles.some((r) => ONLINE_PAYMENT_ROLES.includes(r));
  const [version, setVersion] = useState(0);
  // Reading again after a write keeps the forms on screen (and what is being typed in them) until the answer.
  const [read, retry, last] = useServerRead(`online-payment#${version}`, () => (mine ? loadOnlinePayment() : Promise.reject(new Error('not the owner'))));
  useEffect(
    () =>
      bridge().on('sync.settled', (settled: Settled) => {
        if (WRITES.has(settled.kind) && settled.state === 'done') setVersion((v) => v + 1);
      }),
    [],
  );
  const header = (
    <ScreenHeader title={om.screenTitle}>
      <Button tone="ghost" onClick={() => navigate('configuracoes')}>
        {s.back}
      </Button>
    </ScreenHeader>
  );
  if (!mine) {
    return (
      <section className="flex h-full min-h-0 flex-col" data-testid="online-payment-screen">
        {header}
        <p className="m-4 rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="online-payment-not-yours">
          {s.notYours}
        </p>
      </section>
    );
  }
  const state = last;
  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="online-payment-screen">
      {header}
      {read.state === 'offline' ? (
        <OfflineNotice message={s.offline} retryLabel={s.retry} onRetry={retry} testId="online-payment-offline" />
      ) : null}
      {!state ? (
        read.state === 'loading' ? <Empty>{s.loading}</Empty> : null
      ) : (
        <div className="grid min-h-0 flex-1 grid-cols-1 gap-4 overflow-y-auto bg-slate-100 p-4 lg:grid-cols-2">
          <div className="space-y-4">
            <StateCard state={state} />
            <OwnerCard state={state} />
            <DocumentsCard state={state} />
          </div>
          <div className="space-y-4">
            <BankAccountsCard state={state} />
            <SplitCard state={state} />
            <ReportCard />
          </div>
        </div>
      )}
    </section>
  );
}

function StateCard({ state }: { state: OnlinePaymentState }) {
  const tone = state.status === 'active' ? 'green' : state.status === 'pending' ? 'amber' : 'slate';
  return (
    <Card title={s.state} testId="online-payment-state">
      <Badge tone={tone}>{state.status === 'notStarted' ? s.notStarted : om.status[state.status]}</Badge>
      {state.status !== 'active' ? <p className="text-sm text-slate-600">{s.steps}</p> : null}
    </Card>
  );
}

const OWNER_FIELDS = ['document', 'legalName', 'tradeName', 'mcc', 'email', 'phone', 'ownerName', 'ownerDocument', 'ownerBirthDate'] as const;
type OwnerField = (typeof OWNER_FIELDS)[number];

function OwnerCard({ state }: { state: OnlinePaymentState }) {
  const [form, setForm] = useState<Record<OwnerField, string>>(() => Object.fromEntries(OWNER_FIELDS.map((f) => [f, state.owner?.[f] ?? ''])) as Record<OwnerField, string>);
  const save = () => {
    const body = { ...form, tradeName: form.tradeName || null, mcc: form.mcc || null, ownerBirthDate: form.ownerBirthDate || null };
    void sent(om.label.owner, () => (state.owner ? write(w.onlinePaymentBusinessOwnerUpdate, { params: {}, body }, undefined) : write(w.onlinePaymentBusinessOwnerCreate, { params: {}, body }, undefined)));
  };
  return (
    <Card title={s.owner} testId="online-payment-owner">
      <div className="grid grid-cols-2 gap-3">
        {OWNER_FIELDS.map((f) => (
          <TextField key={f} label={s[f]} value={form[f]} onValue={(v) => setForm({ ...form, [f]: v })} data-testid={`online-payment-owner-${f}`} />
        ))}
      </div>
      <Button tone="primary" onClick={save} data-testid="online-payment-owner-save">
        {s.saveOwner}
      </Button>
    </Card>
  );
}

function DocumentsCard({ state }: { state: OnlinePaymentState }) {
  const [type, setType] = useState<(typeof ONLINE_PAYMENT_DOCUMENT_TYPES)[number]>('socialContract');
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const data = new Uint8Array(await file.arrayBuffer());
    void sent(om.label.document(s.documentTypes[type] ?? type), () =>
      write(w.onlinePaymentDocuments, { params: {}, body: { type, file: { fileName: file.name, contentType: file.type || 'application/octet-stream', data } } }, undefined),
    );
  };
  return (
    <Card title={s.documents} testId="online-payment-documents">
      {state.documents.length === 0 ? (
        <p className="text-slate-500">{s.noDocuments}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {state.documents.map((d) => (
            <li key={d.id} className="flex justify-between py-1">
              <span>{s.documentTypes[d.type] ?? d.type}</span>
              <span className="text-slate-600">{d.fileName}</span>
            </li>
          ))}
        </ul>
      )}
      {state.owner ? (
        <div className="flex flex-wrap items-end gap-3">
          <label className="block">
            <span className="mb-1 block text-sm font-medium text-slate-700">{s.documentType}</span>
            <select className="touch-target rounded-lg border border-slate-300 bg-white px-2" value={type} onChange={(e) => setType(e.target.value as typeof type)} data-testid="online-payment-document-type">
              {ONLINE_PAYMENT_DOCUMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {s.documentTypes[t]}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="mb-1 block text-sm font-medium text-slate-700">{s.chooseFile}</span>
            <input type="file" accept="application/pdf,image/*" onChange={(e) => void upload(e.target.files?.[0])} data-testid="online-payment-document-file" />
          </label>
        </div>
      ) : null}
    </Card>
  );
}

const EMPTY_ACCOUNT = { bankCode: '', agency: '', account: '', accountDigit: '', holderName: '', holderDocument: '' };

function BankAccountsCard({ state }: { state: OnlinePaymentState }) {
  const [form, setForm] = useState(EMPTY_ACCOUNT);
  const [accountType, setAccountType] = useState<'checking' | 'savings'>('checking');
  const add = async () => {
    const body = { ...form, id: newId(), accountDigit: form.accountDigit || null, accountType };
    if (await sent(om.label.bankAccount(form.bankCode), () => write(w.onlinePaymentBankAccountsCreate, { params: {}, body }, undefined))) setForm(EMPTY_ACCOUNT);
  };
  return (
    <Card title={s.bankAccounts} testId="online-payment-bank-accounts">
      {state.bankAccounts.length === 0 ? (
        <p className="text-slate-500">{s.noAccounts}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {state.bankAccounts.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-2 py-2" data-testid="online-payment-bank-account">
              <span className="mr-auto">
                {a.bankCode} · ag. {a.agency} · c/c {a.account}
                {a.accountDigit ? `-${a.accountDigit}` : ''} · {a.holderName}
              </span>
              {a.main ? (
                <Badge tone="green">{s.main}</Badge>
              ) : (
                <span className="flex gap-2">
                  <Button tone="secondary" onClick={() => void sent(om.label.bankAccountMain, () => write(w.onlinePaymentBankAccountsDefineMain, { params: { id: a.id }, body: {} }, undefined))} data-testid="online-payment-make-main">
                    {s.makeMain}
                  </Button>
                  <Button tone="ghost" onClick={() => void sent(om.label.bankAccountDeleted, () => write(w.onlinePaymentBankAccountsDelete, { params: { id: a.id }, body: {} }, undefined))}>
                    {s.remove}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {state.owner ? (
        <>
          <div className="grid grid-cols-3 gap-3">
            {(['bankCode', 'agency', 'account', 'accountDigit', 'holderName', 'holderDocument'] as const).map((f) => (
              <TextField key={f} label={s[f]} value={form[f]} onValue={(v) => setForm({ ...form, [f]: v })} data-testid={`online-payment-account-${f}`} />
            ))}
          </div>
          <Segmented<'checking' | 'savings'>
            label={s.accountType}
            value={accountType}
            onChange={setAccountType}
            choices={[
              { value: 'checking', label: s.checking },
              { value: 'savings', label: s.savings },
            ]}
          />
          <Button tone="primary" onClick={() => void add()} data-testid="online-payment-account-add">
            {s.addAccount}
          </Button>
        </>
      ) : null}
    </Card>
  );
}

function SplitCard({ state }: { state: OnlinePaymentState }) {
  const [platform, setPlatform] = useState(percentOf(state.splitRule?.platformBps ?? 0));
  const [partner, setPartner] = useState(percentOf(state.splitRule?.partnerBps ?? 0));
  const business = state.distribution.find((d) => d.recipient === 'business')?.bps ?? 10_000;
  return (
    <Card title={s.split} testId="online-payment-split">
      <div className="grid grid-cols-3 items-end gap-3">
        <TextField label={s.platform} value={platform} onValue={setPlatform} inputMode="decimal" data-testid="online-payment-split-platform" />
        <TextField label={s.partner} value={partner} onValue={setPartner} inputMode="decimal" data-testid="online-payment-split-partner" />
        <p className="pb-2">
          {s.business}: <strong data-testid="online-payment-split-business">{percentOf(business)}%</strong>
        </p>
      </div>
      {state.owner ? (
        <div className="flex gap-2">
          <Button tone="primary" onClick={() => void sent(om.label.splitRule, () => write(w.onlinePaymentSplitRuleSync, { params: {}, body: { platformBps: bpsOf(platform), partnerBps: bpsOf(partner) } }, undefined))} data-testid="online-payment-split-save">
            {s.saveSplit}
          </Button>
          {state.splitRule ? (
            <Button tone="ghost" onClick={() => void sent(om.label.splitRuleDeleted, () => write(w.onlinePaymentSplitRuleDelete, { params: { id: state.splitRule?.id ?? '' }, body: {} }, undefined))}>
              {s.removeSplit}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

function ReportCard() {
  const today = todayIn(businessTimeZone());
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const download = async (format: 'pdf' | 'excel') => {
    try {
      const file = await serverApi().onlinePayment.onlinePaymentReport({ body: { from, to, format } });
      toast(s.downloaded(saveFile(file, `${om.report.file}-${from}-${to}.${format === 'excel' ? 'xlsx' : 'pdf'}`)), 'success');
    } catch (err) {
      failed(err);
    }
  };
  return (
    <Card title={s.report} testId="online-payment-report">
      <div className="grid grid-cols-2 gap-3">
        <TextField label={s.from} type="date" value={from} onValue={setFrom} />
        <TextField label={s.to} type="date" value={to} onValue={setTo} />
      </div>
      <div className="flex gap-2">
        <Button tone="secondary" onClick={() => void download('pdf')} data-testid="online-payment-report-pdf">
          {s.pdf}
        </Button>
        <Button tone="secondary" onClick={() => void download('excel')}>
          {s.excel}
        </Button>
      </div>
    </Card>
  );
}
