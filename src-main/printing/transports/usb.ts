// USB printers through libusb (the `usb` package, v2). escpos-usb 3.0.0-alpha.4 is not used: it calls
// `usb.on('detach')`, which usb@2 no longer exports, so it throws as soon as it finds a printer.
// Untested here (no USB printer on the build machines); on Linux the usblp kernel driver is detached first,
// and the OS raw path (/dev/usb/lp0, DeviceTransport) is the simpler alternative.
import { TransportError, type Transport } from './transport.js';
import type { Device, OutEndpoint } from 'usb';

export interface UsbOptions {
  vendorId: number;
  productId: number;
}

const PRINTER_CLASS = 0x07;

export class UsbTransport implements Transport {
  readonly kind = 'usb';
  private device: Device | null = null;
  private endpoint: OutEndpoint | null = null;

  constructor(private readonly opts: UsbOptions) {}

  private async open(): Promise<OutEndpoint> {
    if (this.endpoint) return this.endpoint;
    const { findByIds } = await import('usb');
    const device = findByIds(this.opts.vendorId, this.opts.productId);
    if (!device) throw new TransportError(`USB ${hex(this.opts.vendorId)}:${hex(this.opts.productId)} não encontrada`);
    device.open();
    for (const iface of device.interfaces ?? []) {
      if (iface.descriptor.bInterfaceClass !== PRINTER_CLASS && (device.interfaces?.length ?? 0) > 1) continue;
      if (process.platform !== 'win32' && iface.isKernelDriverActive()) iface.detachKernelDriver();
      iface.claim();
      const out = iface.endpoints.find((e): e is OutEndpoint => e.direction === 'out');
      if (out) {
        this.device = device;
        this.endpoint = out;
        return out;
      }
    }
    device.close();
    throw new TransportError('USB: a impressora não tem saída de dados');
  }

  async write(bytes: Uint8Array): Promise<void> {
    const endpoint = await this.open();
    await new Promise<void>((resolve, reject) =>
      endpoint.transfer(Buffer.from(bytes), (err) => {
        if (err) {
          void this.close();
          reject(new TransportError(err.message));
        } else resolve();
      }),
    );
  }

  async close(): Promise<void> {
    try {
      this.device?.close();
    } catch {
      // Already gone (unplugged).
    }
    this.device = null;
    this.endpoint = null;
  }
}

const hex = (n: number): string => n.toString(16).padStart(4, '0');

/** USB devices that declare the printer interface class. */
export async function listUsbPrinters(): Promise<{ vendorId: number; productId: number }[]> {
  try {
    const { getDeviceList } = await import('usb');
    return getDeviceList()
      .filter((d) => {
        try {
          return (d.configDescriptor?.interfaces ?? []).some((alts) => alts.some((a) => a.bInterfaceClass === PRINTER_CLASS));
        } catch {
          return false;
        }
      })
      .map((d) => ({ vendorId: d.deviceDescriptor.idVendor, productId: d.deviceDescriptor.idProduct }));
  } catch {
    return [];
  }
}
