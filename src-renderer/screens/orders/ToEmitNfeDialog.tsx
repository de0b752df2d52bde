// "NF-e a emitir": the finished orders of customers with a CPF or CNPJ that have no authorized NF-e yet, as the server
// knows them from every terminal (ordersToEmitNfe). Picking one opens it on the board to issue its NF-e; an order
// older than the board's (today's work) is listed but not opened from here.
import { orderCode } from '../../../src-shared/domain/orderCode.js';
import { fiscalActionMessages } from '../../../src-shared/i18n/fiscalActions.js';
import { money } from '../../format/money.js';
import { dayAndTime } from '../../format/time.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { serverApi } from '../../services/serverApi.js';
import { Dialog } from '../../ui/Dialog.js';
import { Empty } from '../../ui/fields.js';
import { Tile } from '../../ui/Tile.js';

const t = fiscalActionMessages.screen;

export function ToEmitNfeDialog({ customerOf, onBoard, onPick, onClose }: { customerOf: (orderId: string) => string | null; onBoard: (orderId: string) => boolean; onPick: (orderId: string) => void; onClose: () => void }) {
  const [orders] = useServerRead('ordersToEmitNfe', () => serverApi().orders.gqlOrdersToEmitNfe({}, 'id createdAt total'));
  return (
    <Dialog title={t.toEmitTitle} wide onCancel={onClose} testId="to-emit-dialog">
      {orders.state === 'loading' ? <p className="text-slate-500">…</p> : null}
      {orders.state === 'offline' ? <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{t.toEmitOffline}</p> : null}
      {orders.state === 'ready' && orders.value.length === 0 ? <Empty>{t.toEmitNone}</Empty> : null}
      {orders.state === 'ready' ? (
        <div className="grid grid-cols-2 gap-2 md:grid-cols-3">
          {orders.value.map((o) => (
            <Tile
              key={o.id}
              testId="to-emit-order"
              title={`Pedido ${orderCode(o.id)} · ${money(o.total)}`}
              subtitle={[customerOf(o.id), dayAndTime(o.createdAt), onBoard(o.id) ? '' : t.toEmitOffBoard].filter(Boolean).join(' · ')}
              disabled={!onBoard(o.id)}
              onClick={() => onPick(o.id)}
            />
          ))}
        </div>
      ) : null}
    </Dialog>
  );
}
