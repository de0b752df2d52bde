// "NF-e a emitir": the finished orders of customers with a CPF or CNPJ that have no authorized NF-e yet, as the server
// knows them from every terminal (ordersToEmitNfe). Picking one opens it on the board to issue its NF-e; an order
// older than the board's (today's work) is listed but not opened from here.
import { useEffect, useState } from 'react';
import type { OrderRead } from '../../../src-shared/api/schemas/orderReads.js';
import { orderCode } from '../../../src-shared/domain/orderCode.js';
import { fiscalActionMessages } from '../../../src-shared/i18n/fiscalActions.js';
import { money } from '../../format/money.js';
import { dayAndTime } from '../../format/time.js';
import { serverApi } from '../../services/serverApi.js';
import { Dialog } from '../../ui/Dialog.js';
import { Empty } from '../../ui/fields.js';
import { Tile } from '../../ui/Tile.js';

const t = fiscalActionMessages.screen;
type ToEmit = Pick<OrderRead, 'id' | 'createdAt' | 'total'>;

export function ToEmitNfeDialog({ customerOf, onBoard, onPick, onClose }: { customerOf: (orderId: string) => string | null; onBoard: (orderId: string) => boolean; onPick: (orderId: string) => void; onClose: () => void }) {
  const [orders, setOrders] = useState<ToEmit[] | 'loading' | 'offline'>('loading');
  useEffect(() => {
    let live = true;
    serverApi()
      .orders.gqlOrdersToEmitNfe({}, 'id createdAt total')
      .then(
        (rows) => live && setOrders(rows),
        () => live && setOrders('offline'),
      );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Dialog title={t.toEmitTitle} wide onCancel={onClose} testId="to-emit-dialog">
      {orders === 'loading' ? <p className="text-slate-500">…</p> : null}
      {orders === 'offline' ? <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{t.toEmitOffline}</p> : null}
      {Array.isArray(orders) && orders.length === 0 ? <Empty>{t.toEmitNone}</Empty> : null}
      {Array.isArray(orders) ? (
        <div className="grid grid-cols-2 gap-2 md:grid-cols-3">
          {orders.map((o) => (
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
