// USB printers through libusb (the `usb` package, v2). escpos-usb 3.0.0-alpha.4 is not used: it calls
// `usb.on('detach')`, which usb@2 no longer exports, so it throws as soon as it finds a printer.
// Not exercised against a device here (no USB printer on the build machines): the choice of interface and
// endpoint and the words for libusb's errors are plain functions, tested on their own; on Linux the usblp
// kernel driver is detached first, and the OS raw path (/dev/usb/lp0, DeviceTransport) is the simpler alternative.
import { printingMessages } from '../../../src-shared/i18n/printing.js';
import { TransportError, type Transport } from './transport.js';
import type { Device, OutEndpoint } from 'usb';

export interface UsbOptions {
  vendorId: number;
  productId: number;
}

/** USB class 07h: printer (USB Printer Class 1.1). */
export const PRINTER_CLASS = 0x07;
/** libusb's LIBUSB_TRANSFER_TYPE_BULK: the printer class sends its data over a bulk OUT endpoint. */
const TRANSFER_BULK = 2;

/** What the choice needs to know of an interface; usb's Interface has these fields. */
export interface UsbInterfaceShape {
  descriptor: { bInterfaceClass: number };
  endpoints: UsbEndpointShape[];
}
export interface UsbEndpointShape {
  direction: 'in' | 'out';
  transferType: number;
}

/**
 * The interface and endpoint to send a job to: an interface of the printer class first (a composite device may
 * also offer a vendor or HID interface), then any other; within it a bulk OUT endpoint, then any OUT endpoint
 * (some cheap printers declare a vendor class, 0xFF, with the same bulk pipe).
 */
export function choosePrinterEndpoint<I extends UsbInterfaceShape>(interfaces: readonly I[]): { iface: I; endpoint: I['endpoints'][number] } | null {
  const ranked = [...interfaces].sort((a, b) => Number(b.descriptor.bInterfaceClass === PRINTER_CLASS) - Number(a.descriptor.bInterfaceClass === PRINTER_CLASS));
  for (const iface of ranked) {
    const outs = iface.endpoints.filter((e) => e.direction === 'out');
    const endpoint = outs.find((e) => e.transferType === TRANSFER_BULK) ?? outs[0];
    if (endpoint) return { iface, endpoint };
  }
  return null;
}

/** libusb error numbers (libusb.h), as usb@2 reports them in LibUSBException.errno. */
const LIBUSB = { IO: -1, ACCESS: -3, NO_DEVICE: -4, NOT_FOUND: -5, BUSY: -6, TIMEOUT: -7, PIPE: -9 } as const;

/**
 * A libusb failure in words, and whether it is the printer being away (retry later) or something a person must
 * fix (permissions, another program holding the printer).
 */
export function usbError(err: unknown): TransportError {
  const m = printingMessages.usb;
  const errno = typeof err === 'object' && err !== null && 'errno' in err && typeof err.errno === 'number' ? err.errno : null;
  switch (errno) {
    case LIBUSB.NO_DEVICE:
    case LIBUSB.NOT_FOUND:
      return new TransportError(m.unplugged);
    case LIBUSB.IO:
      return new TransportError(m.io);
    case LIBUSB.TIMEOUT:
      return new TransportError(m.timeout);
    case LIBUSB.ACCESS:
      return new TransportError(m.access, false);
    case LIBUSB.BUSY:
      return new TransportError(m.busy, false);
    case LIBUSB.PIPE:
      return new TransportError(m.stalled, false);
    default:
      return new TransportError(m.other(err instanceof Error ? err.message : String(err)));
  }
}

export class UsbTransport implements Transport {
  readonly kind = 'usb';
  private device: Device | null = null;
  private endpoint: OutEndpoint | null = null;

  constructor(private readonly opts: UsbOptions) {}

  private async open(): Promise<OutEndpoint> {
    if (this.endpoint) return this.endpoint;
    const { findByIds } = await import('usb').catch((err: unknown) => {
      // No libusb binary for this machine: the technician must use the OS raw path instead.
      throw new TransportError(printingMessages.usb.other(err instanceof Error ? err.message : String(err)), false);
    });
    const device = findByIds(this.opts.vendorId, this.opts.productId);
    if (!device) throw new TransportError(printingMessages.usb.notFound(hex(this.opts.vendorId), hex(this.opts.productId)));
    try {
      device.open();
      const chosen = choosePrinterEndpoint(device.interfaces ?? []);
      if (!chosen) throw new TransportError(printingMessages.usb.noOutEndpoint, false);
      const { iface } = chosen;
      if (process.platform !== 'win32' && iface.isKernelDriverActive()) iface.detachKernelDriver();
      iface.claim();
      this.device = device;
      this.endpoint = chosen.endpoint as OutEndpoint;
      return this.endpoint;
    } catch (err) {
      try {
        device.close();
      } catch {
        // Already closed or gone.
      }
      throw err instanceof TransportError ? err : usbError(err);
    }
  }

  async write(bytes: Uint8Array, beforeFirstByte?: () => Promise<void>): Promise<void> {
    const endpoint = await this.open();
    await beforeFirstByte?.();
    await new Promise<void>((resolve, reject) =>
      endpoint.transfer(Buffer.from(bytes), (err) => {
        if (err) {
          void this.close();
          reject(usbError(err));
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
