import type { PrinterConnection } from '../../../src-shared/printing/printerConfig.js';
import { DeviceTransport } from './device.js';
import { SerialTransport } from './serial.js';
import { SpoolerTransport } from './spooler.js';
import { TcpTransport } from './tcp.js';
import type { Transport } from './transport.js';
import { UsbTransport } from './usb.js';

export function createTransport(c: PrinterConnection): Transport {
  switch (c.type) {
    case 'tcp':
      return new TcpTransport({ host: c.host, port: c.port });
    case 'serial':
      return new SerialTransport({ path: c.path, baudRate: c.baudRate });
    case 'usb':
      return new UsbTransport({ vendorId: c.vendorId, productId: c.productId });
    case 'device':
      return new DeviceTransport(c.path);
    case 'spooler':
      return new SpoolerTransport(c.printerName);
  }
}

export { TransportError, type Transport } from './transport.js';
