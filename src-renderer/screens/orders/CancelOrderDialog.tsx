// Cancelling a fired order (issue 16 item 10): a confirmation that says what leaves the bill, a reason, and a
// manager's pass when the person at the counter may not cancel alone. Nothing is written until all three hold.
import { useState } from 'react';
import type { AuthorizedBy } from '../../../src-shared/api/schemas/authorization.js';
import { authorizationMessages as am } from '../../../src-shared/i18n/authorization.js';
import { onlinePaymentMessages } from '../../../src-shared/i18n/onlinePayment.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { money } from '../../format/money.js';
import { orderCode } from '../../../src-shared/domain/orderCode.js';
import { Dialog } from '../../ui/Dialog.js';
import { TextField } from '../../ui/fields.js';
import { useManagerPass } from '../../ui/ManagerPass.js';

export function CancelOrderDialog({
  order,
  total,
  onCancel,
  onDone,
  refund = false,
}: {
  order: { id: string; number: number };
  total: number;
  onCancel: () => void;
  onDone: (reason: string, authorizedBy: AuthorizedBy | null) => void;
  /** paid online: cancelling refunds the customer's card */
  refund?: boolean;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const pass = useManagerPass('cancelOrder');
  const ok = reason.trim().length >= 3 && pass.ready && !busy;
  const confirm = async () => {
    if (!ok) return;
    setBusy(true);
    try {
      onDone(reason.trim(), await pass.authorize(order.id));
    } catch {
      // The pass shows why (wrong password, not a manager, unknown offline); the dialog stays.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={am.cancelOrder.title(m.orders.number(orderCode(order.id)))}
      onCancel={onCancel}
      onConfirm={() => void confirm()}
      confirmDisabled={!ok}
      confirmLabel={am.cancelOrder.confirm}
      confirmTone="danger"
      testId="cancel-order-dialog"
    >
      <div className="space-y-4">
        <p className="font-semibold text-red-800">{am.cancelOrder.warning(money(total))}</p>
        {refund ? (
          <p className="rounded-lg bg-amber-50 p-2 text-amber-900" data-testid="cancel-order-refund">
            {onlinePaymentMessages.screen.refundWarning}
          </p>
        ) : null}
        <TextField label={am.cancelOrder.question} value={reason} onValue={setReason} maxLength={300} hint={reason.trim().length >= 3 ? undefined : m.common.reasonRequired} />
        {pass.fields}
      </div>
    </Dialog>
  );
}
