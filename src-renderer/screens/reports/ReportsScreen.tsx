// Configurações → Relatórios (#/configuracoes/relatorios), a manager's: the period's sales drawn, by day, by
// category, by payment method and by delivery man, and the report files of the period and of the menu to download.
// Read from the server (every terminal's sales); offline the screen says so and offers to try again.
import { useCallback, useEffect, useState } from 'react';
import { formatBRL } from '../../../src-shared/domain/money.js';
import { paymentExtraKeys, paymentExtras } from '../../../src-shared/domain/paymentExtras.js';
import { reportsMessages as s } from '../../../src-shared/i18n/reports.js';
import { useCan } from '../../hooks/permissions.js';
import { navigate } from '../../hooks/useRoute.js';
import { failed } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Notice, OfflineNotice } from '../../ui/Notice.js';
import { Empty, ScreenHeader, Segmented } from '../../ui/fields.js';
import { toast } from '../../ui/toast.js';
import { saveFile } from '../../services/download.js';
import { loadSales, periodOf, REPORT_FILES, type FileFormat, type PeriodKey, type ReportFile, type SalesView } from './reportsData.js';
import type { SalesDay } from '../../../src-shared/api/schemas/salesReports.js';

const periodChoices = (Object.keys(s.periods) as PeriodKey[]).map((k) => ({ value: k, label: s.periods[k] }));
/** dd/mm of an AAAA-MM-DD day */
const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export function ReportsScreen() {
  const mayManage = useCan('settings');
  const [periodKey, setPeriodKey] = useState<PeriodKey>('week');
  const [view, setView] = useState<SalesView | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'offline'>('loading');

  const load = useCallback(async (key: PeriodKey) => {
    setState('loading');
    try {
      setView(await loadSales(periodOf(key)));
      setState('ready');
    } catch {
      setState('offline');
    }
  }, []);
  useEffect(() => {
    if (mayManage) void load(periodKey);
  }, [mayManage, periodKey, load]);

  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="reports-screen">
      <ScreenHeader title={s.title}>
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {s.back}
        </Button>
        {mayManage ? <Segmented<PeriodKey> label={s.period} value={periodKey} onChange={setPeriodKey} choices={periodChoices} testId="reports-period" /> : null}
      </ScreenHeader>
      {!mayManage ? (
        <Notice testId="reports-manager-only">{s.managerOnly}</Notice>
      ) : (
        <div className="grid min-h-0 flex-1 grid-cols-1 gap-4 overflow-y-auto p-4 lg:grid-cols-2">
          {state === 'offline' ? (
            <OfflineNotice message={s.offline} retryLabel={s.retry} onRetry={() => void load(periodKey)} testId="reports-offline" className="lg:col-span-2" />
          ) : null}
          {state === 'loading' && !view ? <Empty>{s.loading}</Empty> : null}
          {view && state !== 'offline' ? (
            <>
              <SalesPerDay days={view.days} />
              <Card title={s.byCategory} testId="reports-categories">
                <Bars rows={view.categories.map((c) => ({ key: c.categoryId ?? c.name, label: c.name, value: c.total, text: formatBRL(c.total) }))} />
              </Card>
              <Card title={s.paymentMethods} testId="reports-methods">
                <Bars
                  rows={view.methods.map((m) => ({
                    key: m.paymentMethodId,
                    label: m.name,
                    value: m.amount,
                    text: [
                      formatBRL(m.amount),
                      s.uses(m.uses),
                      ...paymentExtraKeys.map((k) => paymentExtras[k]).filter((e) => m[e.total] > 0).map((e) => s.extra(e.plural, formatBRL(m[e.total]))),
                    ].join(' · '),
                  }))}
                />
              </Card>
              <Card title={s.deliveries} testId="reports-deliveries">
                {view.deliveries.length === 0 ? (
                  <Empty>{s.nothing}</Empty>
                ) : (
                  <table className="w-full text-left">
                    <thead className="text-sm text-slate-500">
                      <tr>
                        <th className="py-1">{s.deliveryMan}</th>
                        <th className="py-1 text-right">{s.deliveryCount}</th>
                        <th className="py-1 text-right">{s.deliveryFees}</th>
                        <th className="py-1 text-right">{s.total}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {view.deliveries.map((d) => (
                        <tr key={d.deliveryManId} className="border-t border-slate-100">
                          <td className="py-1">{d.name}</td>
                          <td className="py-1 text-right tabular-nums">{d.deliveries}</td>
                          <td className="py-1 text-right tabular-nums">{formatBRL(d.deliveryFees)}</td>
                          <td className="py-1 text-right tabular-nums">{formatBRL(d.total)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </Card>
            </>
          ) : null}
          <Files periodKey={periodKey} />
        </div>
      )}
    </section>
  );
}

function Card({ title, testId, children, wide }: { title: string; testId: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={`rounded-xl bg-white p-4 shadow-sm ${wide ? 'lg:col-span-2' : ''}`} data-testid={testId}>
      <h2 className="mb-2 text-lg font-semibold text-slate-800">{title}</h2>
      {children}
    </div>
  );
}

/** The period's sales as a column a day, with the period's sum, orders and average ticket above. */
function SalesPerDay({ days }: { days: SalesDay[] }) {
  const total = days.reduce((a, d) => a + d.total, 0);
  const orders = days.reduce((a, d) => a + d.orders, 0);
  const top = Math.max(1, ...days.map((d) => d.total));
  // Every day a label up to a fortnight; beyond it, every fifth day and the last.
  const labelled = (i: number) => days.length <= 14 || i % 5 === 0 || i === days.length - 1;
  const W = 100 / Math.max(1, days.length);
  return (
    <Card title={s.salesPerDay} testId="reports-per-day" wide>
      <div className="mb-3 flex flex-wrap gap-6">
        <Figure label={s.sold} value={formatBRL(total)} testId="reports-sold" />
        <Figure label={s.orders} value={String(orders)} testId="reports-orders" />
        <Figure label={s.averageTicket} value={formatBRL(orders > 0 ? Math.floor(total / orders) : 0)} testId="reports-ticket" />
      </div>
      <svg viewBox="0 0 100 44" preserveAspectRatio="none" className="h-48 w-full" role="img" aria-label={s.salesPerDay}>
        {days.map((d, i) => {
          const h = (d.total / top) * 40;
          return (
            <rect key={d.day} x={i * W + W * 0.15} y={40 - h} width={W * 0.7} height={Math.max(h, d.total > 0 ? 0.6 : 0)} fill="#2563eb" data-testid={`reports-bar-${d.day}`}>
              <title>{s.dayBar(dayLabel(d.day), formatBRL(d.total), d.orders)}</title>
            </rect>
          );
        })}
        <line x1="0" y1="40" x2="100" y2="40" className="stroke-slate-300" strokeWidth="0.3" />
      </svg>
      <div className="relative h-5 text-xs text-slate-500">
        {days.map((d, i) =>
          labelled(i) ? (
            <span key={d.day} className="absolute -translate-x-1/2" style={{ left: `${(i + 0.5) * W}%` }}>
              {dayLabel(d.day)}
            </span>
          ) : null,
        )}
      </div>
    </Card>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <p>
      <span className="block text-sm text-slate-500">{label}</span>
      <span className="text-2xl font-bold tabular-nums text-slate-900" data-testid={testId}>
        {value}
      </span>
    </p>
  );
}

/** Horizontal bars, the largest full width: a row per category or payment method. */
function Bars({ rows }: { rows: { key: string; label: string; value: number; text: string }[] }) {
  if (rows.length === 0) return <Empty>{s.nothing}</Empty>;
  const top = Math.max(1, ...rows.map((r) => r.value));
  return (
    <ul className="space-y-2">
      {rows.map((r) => (
        <li key={r.key} data-testid="reports-bar-row">
          <div className="flex justify-between gap-2 text-sm">
            <span className="font-medium text-slate-800">{r.label}</span>
            <span className="tabular-nums text-slate-600">{r.text}</span>
          </div>
          <div className="h-3 rounded bg-slate-100">
            <div className="h-3 rounded bg-emerald-600" style={{ width: `${(r.value / top) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The files of the period and of the menu, each as PDF or Excel; one download at a time. */
function Files({ periodKey }: { periodKey: PeriodKey }) {
  const [busy, setBusy] = useState<string | null>(null);
  const get = async (file: ReportFile, format: FileFormat) => {
    const name = s.fileNames[file.key];
    setBusy(`${file.key}:${format}`);
    toast(s.downloading(name), 'info');
    try {
      const answer = await file.download(format, periodOf(periodKey));
      toast(s.downloaded(saveFile(answer, `${name}.${format === 'excel' ? 'xlsx' : 'pdf'}`)), 'success');
    } catch (err) {
      failed(err);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title={s.files} testId="reports-files" wide>
      <p className="mb-2 text-sm text-slate-500">{s.filesHint}</p>
      <ul className="grid grid-cols-1 gap-2 md:grid-cols-2">
        {REPORT_FILES.map((f) => (
          <li key={f.key} className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2">
            <span>
              {s.fileNames[f.key]}
              {f.ofPeriod ? null : <span className="block text-xs text-slate-500">{s.menuNow}</span>}
            </span>
            <span className="flex gap-2">
              {(['pdf', 'excel'] as const).map((format) => (
                <Button key={format} tone="secondary" disabled={busy !== null} onClick={() => void get(f, format)} data-testid={`report-${f.key}-${format}`}>
                  {format === 'pdf' ? s.pdf : s.excel}
                </Button>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
