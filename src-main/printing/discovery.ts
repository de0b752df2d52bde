// What printers are attached: serial ports (including USB-serial adapters), USB printer-class devices, and
// Linux's raw USB printer nodes.
import { readdir } from 'node:fs/promises';
import { SerialPort } from 'serialport';
import type { PrinterConnection } from '../../src-shared/printing/printerConfig.js';
import { listUsbPrinters } from './transports/usb.js';

export interface Discovered {
  connection: PrinterConnection;
  /** What the OS says about it (manufacturer, adapter). */
  description: string;
}

export async function discoverPrinters(): Promise<Discovered[]> {
  const found: Discovered[] = [];
  try {
    for (const p of await SerialPort.list()) {
      found.push({ connection: { type: 'serial', path: p.path, baudRate: 9600 }, description: [p.manufacturer, p.vendorId && `${p.vendorId}:${p.productId}`].filter(Boolean).join(' ') });
    }
  } catch {
    // No serial support on this machine.
  }
  for (const u of await listUsbPrinters()) {
    found.push({ connection: { type: 'usb', vendorId: u.vendorId, productId: u.productId }, description: 'USB (classe impressora)' });
  }
  if (process.platform === 'linux') {
    const nodes = await readdir('/dev/usb').catch(() => [] as string[]);
    for (const n of nodes.filter((x) => x.startsWith('lp'))) found.push({ connection: { type: 'device', path: `/dev/usb/${n}` }, description: 'usblp' });
  }
  return found;
}
