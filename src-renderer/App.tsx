import { messages } from '../src-shared/i18n/pt-BR.js';
import { AppBar } from './components/AppBar.js';
import { usePlace, type Place } from './router.js';
import { Placeholder } from './screens/Placeholder.js';

const screens: Record<Place, () => React.ReactNode> = {
  mesas: () => <Placeholder title={messages.places.tables} />,
  comandas: () => <Placeholder title={messages.places.orderPads} />,
  caixa: () => <Placeholder title={messages.places.cash} />,
  pedidos: () => <Placeholder title={messages.places.orders} />,
  configuracoes: () => <Placeholder title={messages.places.settings} />,
};

export function App() {
  const place = usePlace();
  return (
    <div className="flex min-h-screen flex-col">
      <AppBar />
      <main className="flex-1">{screens[place]()}</main>
    </div>
  );
}
