// Which printers this terminal reaches: the business's printers (kitchen, bar, cashier) each set up here
// with how to reach it (network address and port), plus the printer for receipts and cash vouchers.
import { useState } from 'react';
import { PRINTER_MODELS, type PrinterModel } from '../../../src-shared/printing/models.js';
import type { PrinterStatus } from '../../../src-shared/bridge/areas/printing.js';
import { screenMessages as m } from '../../../src-shared/i18n/screens.js';
import { all } from '../../queries/mirrorRead.js';
import type { PrinterRow } from '../../db/rows.js';
import { useTerminalSetup } from '../../store/terminalSetup.js';
import { useBusinessId } from '../../hooks/useCounter.js';
import { useLive } from '../../hooks/useLive.js';
import { command, failed } from '../../services/write.js';
import { Button } from '../../ui/Button.js';
import { Badge, Segmented, TextField } from '../../ui/fields.js';
import { toast } from '../../ui/toast.js';
import { OtherBusinessesPrinters, PosTemplates, PrinterManage } from '../business/PrinterExtras.js';

const s = m.settings;

interface TerminalPrinters {
  printers: { id: string; name: string; connection: { type: string; host?: string; port?: number } }[];
  statuses: PrinterStatus[];
}

function modelOf(row: PrinterRow): PrinterModel {
  const model = row.model.replace('/', '_');
  return (PRINTER_MODELS as readonly string[]).includes(model) ? (model as PrinterModel) : 'ESC_POS';
}

export function PrintersSetup() {
  const businessId = useBusinessId();
  const setup = useTerminalSetup();
  const rows = useLive(() => all('printers', businessId), [businessId], [] as PrinterRow[]);
  const [version, setVersion] = useState(0);
  const local = useLive(async () => command<TerminalPrinters>('printing.printers', {}).catch(() => ({ printers: [], statuses: [] })), [version], { printers: [], statuses: [] } as TerminalPrinters);

  const save = async (row: PrinterRow, host: string, port: number) => {
    try {
      await command('printing.printers.save', {
        printer: { id: row.id, name: row.name, model: modelOf(row), size: row.size, connection: { type: 'tcp', host, port } },
      });
      toast(s.printerSaved(row.name), 'success');
      setVersion((v) => v + 1);
    } catch (err) {
      failed(err);
    }
  };

  const known = local.printers;
  return (
    <div className="space-y-3" data-testid="printers-setup">
      <h2 className="text-lg font-bold">{s.printers}</h2>
      {rows.map((row) => (
        <PrinterLine
          key={row.id}
          row={row}
          local={known.find((p) => p.id === row.id)}
          status={local.statuses.find((x) => x.printerId === row.id)}
          onSave={(host, port) => void save(row, host, port)}
        />
      ))}
      <div>
        <span className="mb-1 block text-sm font-medium text-slate-700">{s.receiptPrinter}</span>
        <Segmented
          label={s.receiptPrinter}
          value={setup.receiptPrinterId ?? ''}
          onChange={(id) => setup.set({ receiptPrinterId: id || null })}
          choices={[{ value: '', label: s.none }, ...known.map((p) => ({ value: p.id, label: p.name }))]}
          testId="receipt-printer"
        />
      </div>
      <div>
        <span className="mb-1 block text-sm font-medium text-slate-700">{s.kitchenPrinter}</span>
        <Segmented
          label={s.kitchenPrinter}
          value={setup.kitchenPrinterId ?? ''}
          onChange={(id) => setup.set({ kitchenPrinterId: id || null })}
          choices={[{ value: '', label: s.none }, ...known.map((p) => ({ value: p.id, label: p.name }))]}
        />
      </div>
      <PosTemplates />
      <OtherBusinessesPrinters />
    </div>
  );
}

function PrinterLine({ row, local, status, onSave }: { row: PrinterRow; local?: TerminalPrinters['printers'][number]; status?: PrinterStatus; onSave: (host: string, port: number) => void }) {
  const [host, setHost] = useState(local?.connection.host ?? (row.connection === 'tcp' ? (row.address ?? '') : ''));
  const [port, setPort] = useState(String(local?.connection.port ?? row.port ?? 9100));
  return (
    <div className="rounded-lg border border-slate-200 p-3" data-testid={`printer-${row.name}`}>
      <div className="mb-2 flex items-center gap-2">
        <span className="flex-1 font-semibold">
          {row.name} <span className="text-sm font-normal text-slate-500">{row.model} · {row.size}</span>
        </span>
        {local ? <Badge tone={!status || status.condition.online === null ? 'slate' : status.condition.error || status.condition.paperOut ? 'red' : 'green'}>{status?.words ?? '—'}</Badge> : <Badge tone="amber">{s.notConfigured}</Badge>}
      </div>
      <div className="flex items-end gap-2">
        <TextField className="flex-1" label={`${s.printerHost}: ${row.name}`} value={host} onValue={setHost} />
        <TextField className="w-28" label={`${s.printerPort}: ${row.name}`} value={port} onValue={setPort} inputMode="numeric" />
        <Button tone="primary" onClick={() => onSave(host.trim(), Number(port) || 9100)} disabled={!host.trim()}>
          {s.usePrinter}
        </Button>
      </div>
      <PrinterManage id={row.id} name={row.name} />
    </div>
  );
}
