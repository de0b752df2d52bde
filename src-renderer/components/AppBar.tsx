import { messages } from '../../src-shared/i18n/pt-BR.js';
import { screenMessages } from '../../src-shared/i18n/screens.js';
import { useShell } from '../store/shell.js';
import { useMirrorState } from '../sync/engine.js';
import { FiscalGuardianBadge } from '../ui/FiscalGuardianBadge.js';
import { PrinterStatusBadge } from '../ui/PrinterStatusBadge.js';
import { customersMessages } from '../../src-shared/i18n/customers.js';
import { authorizationMessages as am } from '../../src-shared/i18n/authorization.js';
import { useCan } from '../hooks/permissions.js';
import { go, places, usePlace, type Place } from '../router.js';

const labels: Record<Place, string> = {
  mesas: messages.places.tables,
  comandas: messages.places.orderPads,
  balcao: screenMessages.checkout.place,
  caixa: messages.places.cash,
  pedidos: messages.places.orders,
  clientes: customersMessages.place,
  configuracoes: messages.places.settings,
};

export function AppBar() {
  const { business, terminal, connectivity, pendingChanges, refusedChanges, hostLinked } = useShell();
  const place = usePlace();
  // The register is the cashier's and the manager's: a waiter sees it greyed, with the reason.
  const mayCash = useCan('cash');
  const online = hostLinked && connectivity?.online === true;
  const state = online ? messages.connectivity.online : messages.connectivity.offline;
  // "online" alone would say all is well while the server refused something a person must look at.
  const refused = refusedChanges > 0;

  return (
    // Below 1024 px wide (the waiter's portrait tablet) the places take a second row, so every place, the
    // connectivity and the pending changes stay in the window.
    <header className="flex flex-wrap items-center gap-x-4 gap-y-1 bg-slate-900 px-4 py-2 text-white lg:flex-nowrap">
      <div className="min-w-0 flex-1 lg:flex-none">
        <div className="truncate font-semibold" data-testid="business-name">
          {business?.tradeName ?? business?.name ?? messages.shell.noBusiness}
        </div>
        <div className="truncate text-xs text-slate-400" data-testid="terminal-name">
          {messages.shell.terminal}: {terminal?.name ?? messages.shell.loading}
        </div>
      </div>
      <nav className="order-last flex min-w-0 basis-full gap-1 overflow-x-auto lg:order-none lg:flex-1 lg:basis-auto" aria-label="Telas">
        {places.map((p) => (
          <button
            key={p}
            type="button"
            onClick={() => go(p)}
            disabled={p === 'caixa' && !mayCash}
            title={p === 'caixa' && !mayCash ? am.notForRole.cash : undefined}
            aria-current={p === place ? 'page' : undefined}
            className={`touch-target shrink-0 rounded px-3 text-sm font-medium 2xl:px-4 ${
              p === place ? 'bg-white text-slate-900' : 'text-slate-200 hover:bg-slate-700'
            } disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent`}
          >
            {labels[p]}
          </button>
        ))}
      </nav>
      <MirrorProgress />
      <FiscalGuardianBadge />
      <PrinterStatusBadge />
      <div className="shrink-0 text-right text-xs" data-testid="pending-changes">
        {messages.shell.pendingChanges(pendingChanges)}
      </div>
      <div
        data-testid="connectivity"
        data-online={online ? 'true' : 'false'}
        title={!hostLinked ? messages.bridge.hostUnreachable : (connectivity?.reason ?? '')}
        data-refused={refusedChanges}
        className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${!online ? 'bg-red-600' : refused ? 'bg-amber-600' : 'bg-emerald-500'}`}
      >
        {refused ? messages.connectivity.withRefused(state, refusedChanges) : state}
      </div>
    </header>
  );
}

/** A big first pull being written: how far it is (the tables and the register work already; the menu fills in). */
function MirrorProgress() {
  const progress = useMirrorState((s) => s.progress);
  if (!progress) return null;
  const percent = Math.floor((progress.done / progress.total) * 100);
  const text = messages.shell.mirrorProgress(progress.done, progress.total);
  return (
    <div className="w-56 shrink-0 text-xs" data-testid="mirror-progress" title={text}>
      <div className="truncate">{text}</div>
      <div className="mt-1 h-1.5 rounded bg-slate-700" role="progressbar" aria-label={text} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className="h-1.5 rounded bg-sky-400" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
