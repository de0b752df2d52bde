import { StoreScreen } from './screens/store/StoreScreen.js';
import { AppBar } from './components/AppBar.js';
import { useLinkedScreen, usePlace, type LinkedScreen, type Place } from './router.js';
import { LoginScreen } from './screens/login/LoginScreen.js';
import { PendingScreen } from './screens/pending/PendingScreen.js';
import { SyncBar } from './screens/pending/SyncBar.js';
import { useShell } from './store/shell.js';
import { TablesScreen } from './screens/tables/TablesScreen.js';
import { OrderPadsPlace } from './screens/orderPads/OrderPadsPlace.js';
import { CheckoutScreen } from './screens/checkout/CheckoutScreen.js';
import { CashScreen } from './screens/cash/CashScreen.js';
import { OrdersScreen } from './screens/orders/OrdersScreen.js';
import { KdsScreen } from './screens/kds/KdsScreen.js';
import { PickupPanel } from './screens/kds/PickupPanel.js';
import { CustomersScreen } from './screens/customers/CustomersScreen.js';
import { SettingsScreen } from './screens/settings/SettingsScreen.js';
import { Toasts } from './ui/toast.js';
import { FirstRunWizard } from './screens/firstRun/FirstRunWizard.js';
import { useFirstRun } from './screens/firstRun/useFirstRun.js';

const screens: Record<Place, () => React.ReactNode> = {
  mesas: () => <TablesScreen />,
  comandas: () => <OrderPadsPlace />,
  balcao: () => <CheckoutScreen />,
  caixa: () => <CashScreen />,
  pedidos: () => <OrdersScreen />,
  clientes: () => <CustomersScreen />,
  configuracoes: () => <SettingsScreen />,
};

const linkedScreens: Record<LinkedScreen, () => React.ReactNode> = {
  pendencias: () => <PendingScreen />,
  cozinha: () => <KdsScreen />,
  painel: () => <PickupPanel />,
  loja: () => <StoreScreen />,
};

export function App() {
  const place = usePlace();
  const linked = useLinkedScreen();
  // Nobody logged in (or the session expired): the login screen, whatever the route.
  const session = useShell((s) => s.session);
  const needsLogin = session !== null && (!session.loggedIn || session.expired);
  // An empty server: the first-run wizard, before anyone can log in.
  const wizard = useFirstRun(session?.loggedIn === true && !session.expired);
  return (
    <div className="flex h-screen flex-col">
      <AppBar />
      <SyncBar />
      <main className="min-h-0 flex-1">{wizard ? <FirstRunWizard /> : needsLogin ? <LoginScreen /> : linked ? linkedScreens[linked]() : screens[place]()}</main>
      {/* Logged in, the notices sit in the session strip (SyncBar), where they cover nothing. */}
      {session?.loggedIn && session.user ? null : <Toasts />}
    </div>
  );
}
