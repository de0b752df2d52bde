// Terminal setup (and the way to the menu, people and reports screens): who is logged in and for which business (switching by the session), which cash register
// this terminal works, which printer prints its receipts, its NFC-e (fiscal data, contingency series,
// certificate), the blind count, the LAN tablets paired with it.
import { locationsScreenMessages } from '../../../src-shared/i18n/locationsScreen.js';
import { NeighborhoodsScreen } from '../locations/NeighborhoodsScreen.js';
import { messages } from '../../../src-shared/i18n/pt-BR.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { all } from '../../queries/mirrorRead.js';
import type { CashRegisterRow } from '../../db/rows.js';
import { useTerminalSetup } from '../../store/terminalSetup.js';
import { useBusinessId, useCounterSession } from '../../hooks/useCounter.js';
import { useLive } from '../../hooks/useLive.js';
import { command, failed } from '../../services/write.js';
import { ScreenHeader, Segmented } from '../../ui/fields.js';
import { toast } from '../../ui/toast.js';
import { FiscalSetup } from './FiscalSetup.js';
import { PrintersSetup } from './PrintersSetup.js';
import { TabletsSetup } from './TabletsSetup.js';
import { useShell } from '../../store/shell.js';
import { authorizationMessages as am } from '../../../src-shared/i18n/authorization.js';
import { useCan } from '../../hooks/permissions.js';
import { wizardMessages } from '../../../src-shared/i18n/businessSetup.js';
import { WIZARD_HASH } from '../firstRun/wizardState.js';
import { navigate, useRoute } from '../../hooks/useRoute.js';
import { menuMessages } from '../../../src-shared/i18n/menu.js';
import { MenuScreen } from '../menu/MenuScreen.js';
import { Button } from '../../ui/Button.js';
import { Notice } from '../../ui/Notice.js';
import { PeopleScreen } from '../people/PeopleScreen.js';
import { EntitiesScreen } from '../people/EntitiesScreen.js';
import { entityScreenMessages } from '../../../src-shared/i18n/entityScreens.js';
import { peopleMessages } from '../../../src-shared/i18n/people.js';
import { reportsMessages } from '../../../src-shared/i18n/reports.js';
import { ReportsScreen } from '../reports/ReportsScreen.js';
import { StockScreen } from '../stock/StockScreen.js';
import { inventoryMessages } from '../../../src-shared/i18n/inventory.js';
import { FinancialScreen } from '../financial/FinancialScreen.js';
import { financialMessages } from '../../../src-shared/i18n/financial.js';
import { FiscalScreen } from '../fiscal/FiscalScreen.js';
import { fiscalScreenMessages } from '../../../src-shared/i18n/fiscalScreens.js';
import { onlinePaymentMessages } from '../../../src-shared/i18n/onlinePayment.js';
import { ONLINE_PAYMENT_ROLES, OnlinePaymentScreen } from '../onlinePayment/OnlinePaymentScreen.js';
import { MarketplacesScreen } from '../marketplaces/MarketplacesScreen.js';
import { integratorMessages } from '../../../src-shared/i18n/integrators.js';
import { payConfigMessages } from '../../../src-shared/i18n/payConfig.js';
import { PaymentMethodsScreen } from '../payConfig/PaymentMethodsScreen.js';
import { DeliveryMethodsScreen } from '../payConfig/DeliveryMethodsScreen.js';
import { SubproductsScreen } from '../subproducts/SubproductsScreen.js';
import { subproductsMessages } from '../../../src-shared/i18n/subproducts.js';
import { MenuStructureScreen } from '../catalogs/MenuStructureScreen.js';
import { OtherFeesScreen } from '../catalogs/OtherFeesScreen.js';
import { TablesSetupScreen } from '../catalogs/TablesSetupScreen.js';
import { catalogScreenMessages } from '../../../src-shared/i18n/catalogScreens.js';
import { BillingScreen } from '../billing/BillingScreen.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { isPlatformAdmin } from '../billing/billingData.js';
import { billingMessages } from '../../../src-shared/i18n/billing.js';
import { BusinessScreen } from '../business/BusinessScreen.js';
import { businessScreenMessages, platformScreenMessages } from '../../../src-shared/i18n/businessScreen.js';
import { PlatformScreen } from '../business/PlatformScreen.js';

const s = m.settings;

interface SessionLike {
  user: { name: string; businesses: { id: string; name: string }[] } | null;
  businessId: string | null;
}

export function SettingsScreen() {
  // Configurações → Cardápio has its own screen (#/configuracoes/cardapio).
  const route = useRoute();
  if (route[1] === 'cardapio') return <MenuScreen />;
  if (route[1] === 'pessoas') return <PeopleScreen />;
  if (route[1] === 'cadastros') return <EntitiesScreen />;
  if (route[1] === 'relatorios') return <ReportsScreen />;
  if (route[1] === 'estoque') return <StockScreen />;
  if (route[1] === 'financeiro') return <FinancialScreen />;
  if (route[1] === 'fiscal') return <FiscalScreen />;
  if (route[1] === 'pagamento-online') return <OnlinePaymentScreen />;
  if (route[1] === 'marketplaces') return <MarketplacesScreen />;
  if (route[1] === 'pagamentos') return <PaymentMethodsScreen />;
  if (route[1] === 'entrega') return <DeliveryMethodsScreen />;
  if (route[1]?.split('?')[0] === 'adicionais') return <SubproductsScreen />;
  if (route[1] === 'bairros') return <NeighborhoodsScreen />;
  if (route[1] === 'categorias') return <MenuStructureScreen />;
  if (route[1] === 'taxas') return <OtherFeesScreen />;
  if (route[1] === 'mesas') return <TablesSetupScreen />;
  if (route[1] === 'cobranca') return <BillingScreen />;
  if (route[1] === 'estabelecimento') return <BusinessScreen />;
  if (route[1] === 'plataforma') return <PlatformScreen />;
  return <TerminalSettings />;
}

function TerminalSettings() {
  const businessId = useBusinessId();
  const setup = useTerminalSetup();
  const terminal = useShell((x) => x.terminal);
  const userName = useCounterSession((x) => x.userName);
  const registers = useLive(() => all('cashRegisters', businessId), [businessId], [] as CashRegisterRow[]);
  const session = useLive(async () => command<SessionLike>('session.get', {}).catch(() => null), [], null as SessionLike | null);
  // Printers, NFC-e data, the certificate and the blind count are a manager's: others see why, not the forms.
  const mayManage = useCan('settings');
  // The financial area is the managers' and the financial operator's; the accountant reads it.
  const roles = useCounterSession((x) => x.roles);
  const mayFinance = useCan('financial') || roles.includes('business_accountant');
  const mayOnboard = roles.some((r) => ONLINE_PAYMENT_ROLES.includes(r));
  // The platform's billing is its admins' (platform role admin), whatever their role in this business.
  const [platformAdmin] = useServerRead('platform-admin', isPlatformAdmin);
  const managerOnly = (
    <Notice testId="settings-manager-only" className="">
      {am.notForRole.settings}
    </Notice>
  );

  const save = (patch: Parameters<typeof setup.set>[0]) => {
    setup.set(patch);
    toast(s.saved, 'success');
  };

  return (
    <section className="flex h-full min-h-0 flex-col" data-testid="settings-screen">
      <ScreenHeader title={s.title}>
        {mayManage ? (
          <Button tone="secondary" onClick={() => navigate('configuracoes', 'relatorios')} title={reportsMessages.openHint} data-testid="open-reports">
            {reportsMessages.open}
          </Button>
        ) : null}
        {mayManage ? (
          <Button tone="secondary" onClick={() => navigate('configuracoes', 'estoque')} title={inventoryMessages.screen.openHint} data-testid="open-stock">
            {inventoryMessages.screen.open}
          </Button>
        ) : null}
        {mayFinance ? (
          <Button tone="secondary" onClick={() => navigate('configuracoes', 'financeiro')} title={financialMessages.screen.openHint} data-testid="open-financial">
            {financialMessages.screen.open}
          </Button>
        ) : null}
        {mayManage || roles.includes('business_accountant') ? (
          <Button tone="secondary" onClick={() => navigate('configuracoes', 'fiscal')} title={fiscalScreenMessages.openHint} data-testid="open-fiscal">
            {fiscalScreenMessages.open}
          </Button>
        ) : null}
        {mayOnboard ? (
          <Button tone="secondary" onClick={() => navigate('configuracoes', 'pagamento-online')} title={onlinePaymentMessages.screen.openHint} data-testid="open-online-payment">
            {onlinePaymentMessages.screen.open}
          </Button>
        ) : null}
        {mayManage ? (
          <Button tone="secondary" onClick={() => navigate('configuracoes', 'marketplaces')} title={integratorMessages.screen.openHint} data-testid="open-marketplaces">
            {integratorMessages.screen.open}
          </Button>
        ) : null}
        {mayManage ? (
          <Button tone="secondary" onClick={() => navigate('configuracoes', 'estabelecimento')} title={businessScreenMessages.openHint} data-testid="open-business">
            {businessScreenMessages.open}
          </Button>
        ) : null}
        {mayManage ? (
          <Button tone="secondary" onClick={() => navigate('configuracoes', 'pagamentos')} title={payConfigMessages.payment.openHint} data-testid="open-payment-methods">
            {payConfigMessages.payment.open}
          </Button>
        ) : null}
        {mayManage ? (
          <Button tone="secondary" onClick={() => navigate('configuracoes', 'entrega')} title={payConfigMessages.delivery.openHint} data-testid="open-delivery-methods">
            {payConfigMessages.delivery.open}
          </Button>
        ) : null}
        {mayManage ? (
          <Button tone="secondary" onClick={() => navigate('configuracoes', 'adicionais')} title={subproductsMessages.screen.openHint} data-testid="open-subproducts">
            {subproductsMessages.screen.open}
          </Button>
        ) : null}
        {mayManage ? (
          <Button tone="secondary" onClick={() => navigate('configuracoes', 'bairros')} title={locationsScreenMessages.screen.openHint} data-testid="open-neighborhoods">
            {locationsScreenMessages.screen.open}
          </Button>
        ) : null}
        {mayManage
          ? (['categorias', 'taxas', 'mesas'] as const).map((r) => {
              const m = { categorias: catalogScreenMessages.categories, taxas: catalogScreenMessages.fees, mesas: catalogScreenMessages.tables }[r];
              return (
                <Button key={r} tone="secondary" onClick={() => navigate('configuracoes', r)} title={m.openHint} data-testid={`open-${r}`}>
                  {m.open}
                </Button>
              );
            })
          : null}
        {platformAdmin.state === 'ready' && platformAdmin.value ? (
          <Button tone="secondary" onClick={() => navigate('configuracoes', 'cobranca')} title={billingMessages.screen.openHint} data-testid="open-billing">
            {billingMessages.screen.open}
          </Button>
        ) : null}
        {platformAdmin.state === 'ready' && platformAdmin.value ? (
          <Button tone="secondary" onClick={() => navigate('configuracoes', 'plataforma')} title={platformScreenMessages.openHint} data-testid="open-platform">
            {platformScreenMessages.open}
          </Button>
        ) : null}
        {mayManage ? (
          <Button tone="secondary" onClick={() => navigate('configuracoes', 'pessoas')} title={peopleMessages.openHint} data-testid="open-people">
            {peopleMessages.open}
          </Button>
        ) : null}
        {mayManage ? (
          <Button tone="secondary" onClick={() => navigate('configuracoes', 'cadastros')} title={entityScreenMessages.openHint} data-testid="open-entities">
            {entityScreenMessages.open}
          </Button>
        ) : null}
        <Button tone="secondary" onClick={() => navigate('configuracoes', 'cardapio')} title={menuMessages.screen.openHint} data-testid="open-menu">
          {menuMessages.screen.open}
        </Button>
      </ScreenHeader>
      <div className="grid min-h-0 flex-1 grid-cols-2 gap-4 p-4">
        <div className="min-h-0 space-y-4 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">
          <p>
            <span className="text-sm text-slate-500">{messages.shell.terminal}</span>
            <br />
            <span className="text-lg font-semibold">{terminal?.name ?? '—'}</span>
          </p>
          <p>
            <span className="text-sm text-slate-500">{s.user}</span>
            <br />
            <span className="text-lg font-semibold">{session?.user?.name ?? userName ?? '—'}</span>
          </p>
          {session?.user && session.user.businesses.length > 1 ? (
            <div>
              <span className="mb-1 block text-sm text-slate-500">{s.changeBusiness}</span>
              <Segmented
                label={s.business}
                value={session.businessId ?? ''}
                onChange={(id) => void command('session.selectBusiness', { businessId: id }).catch(failed)}
                choices={session.user.businesses.map((b) => ({ value: b.id, label: b.name }))}
              />
            </div>
          ) : null}
          <div>
            <span className="mb-1 block text-sm font-medium text-slate-700">{s.cashRegister}</span>
            <Segmented label={s.cashRegister} value={setup.cashRegisterId ?? ''} onChange={(id) => save({ cashRegisterId: id })} choices={registers.map((r) => ({ value: r.id, label: r.name }))} />
          </div>
          {mayManage ? (
          <div>
            <span className="mb-1 block text-sm font-medium text-slate-700">{m.cash.blindCount}</span>
            <Segmented<'yes' | 'no'>
              label={m.cash.blindCount}
              value={setup.blindCount ? 'yes' : 'no'}
              onChange={(v) => save({ blindCount: v === 'yes' })}
              choices={[
                { value: 'yes', label: m.common.yes },
                { value: 'no', label: m.common.no },
              ]}
            />
          </div>
          ) : null}
          {mayManage ? (
            <a href={WIZARD_HASH} className="touch-target inline-flex items-center rounded-lg border border-slate-300 px-4 font-semibold text-blue-800 hover:bg-slate-50">
              {wizardMessages.title}
            </a>
          ) : null}
          <div className="border-t border-slate-200 pt-3">{mayManage ? <FiscalSetup /> : managerOnly}</div>
          {mayManage ? (
            <div className="border-t border-slate-200 pt-3">
              <TabletsSetup />
            </div>
          ) : null}
        </div>
        <div className="min-h-0 overflow-y-auto rounded-xl bg-white p-4 shadow-sm">{mayManage ? <PrintersSetup /> : managerOnly}</div>
      </div>
    </section>
  );
}
