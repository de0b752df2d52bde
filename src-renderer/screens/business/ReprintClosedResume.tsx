// The cash screen's reprint of a closed register's resume: the server's own resume of the session
// (cashRegisterAuditsClosedResume: expected against counted per method, supplies, bleedings) printed again on this
// terminal's receipt printer, and the reprint noted on the server (cashRegisterAuditsPrintClosedResume).
import { businessScreenMessages as bm } from '../../../src-shared/i18n/businessScreen.js';
import * as bw from '../../../src-shared/writes/business.js';
import { serverApi } from '../../services/serverApi.js';
import { printClosedResume } from '../../services/printing.js';
import { failed, write } from '../../services/write.js';
import { Button } from '../../ui/Button.js';

interface ClosedResume {
  audit: { openedAt: string; closedAt: string | null; openingAmount: number; note: string | null };
  supplies: number;
  bleedings: number;
  lines: { paymentMethodId: string; expected: number; counted: number }[];
}

export function ReprintClosedResume({ auditId, methodName }: { auditId: string; methodName: (id: string) => string }) {
  const reprint = async () => {
    const r = (await serverApi().cash.cashRegisterAuditsClosedResume({ params: { id: auditId } })) as ClosedResume;
    const printed = await printClosedResume({
      openedAt: r.audit.openedAt,
      closedAt: r.audit.closedAt ?? new Date().toISOString(),
      openingBalance: r.audit.openingAmount,
      supplies: r.supplies,
      bleedings: r.bleedings,
      methods: r.lines.map((l) => ({ method: methodName(l.paymentMethodId), expected: l.expected, counted: l.counted })),
      ...(r.audit.note ? { notes: r.audit.note } : {}),
    });
    // No receipt printer: printing said so already; nothing was reprinted, so nothing is noted.
    if (!printed) return;
    await write(bw.cashRegisterAuditsPrintClosedResume, { params: { id: auditId }, body: {} }, undefined);
  };
  return (
    <Button tone="secondary" onClick={() => void reprint().catch(failed)} data-testid="cash-reprint-closed">
      {bm.cash.reprint}
    </Button>
  );
}
