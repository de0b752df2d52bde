// The USB path without a device: which interface and endpoint a job goes to, and what the technician reads
// when libusb fails. The descriptors are shaped like the ones usb@2 reports for real printers.
import { describe, expect, it } from 'vitest';
import { choosePrinterEndpoint, usbError, UsbTransport } from '../../../src-main/printing/transports/usb.js';

const BULK = 2;
const INTERRUPT = 3;
const ep = (direction: 'in' | 'out', transferType = BULK, address = 0) => ({ direction, transferType, address });
const iface = (bInterfaceClass: number, endpoints: ReturnType<typeof ep>[]) => ({ descriptor: { bInterfaceClass }, endpoints });

describe('USB printer: interface and endpoint', () => {
  it('a plain printer-class device: its bulk OUT endpoint, not the IN one that carries status', () => {
    const printer = iface(0x07, [ep('in', BULK, 0x81), ep('out', BULK, 0x02)]);
    expect(choosePrinterEndpoint([printer])).toEqual({ iface: printer, endpoint: printer.endpoints[1] });
  });

  it('a composite device (HID keypad first, printer second): the printer interface, wherever it is listed', () => {
    const hid = iface(0x03, [ep('out', INTERRUPT, 0x01)]);
    const printer = iface(0x07, [ep('out', BULK, 0x03), ep('in', BULK, 0x84)]);
    expect(choosePrinterEndpoint([hid, printer])?.endpoint.address).toBe(0x03);
  });

  it('a printer declaring a vendor class (0xFF), as many cheap 58 mm ones do: its bulk OUT pipe still gets the job', () => {
    const vendor = iface(0xff, [ep('out', INTERRUPT, 0x01), ep('out', BULK, 0x02)]);
    expect(choosePrinterEndpoint([vendor])?.endpoint.address).toBe(0x02);
  });

  it('nothing to write to (only an IN endpoint, or no interface): no choice, so no job is sent into the void', () => {
    expect(choosePrinterEndpoint([iface(0x07, [ep('in')])])).toBeNull();
    expect(choosePrinterEndpoint([])).toBeNull();
  });
});

describe('USB printer: libusb failures in words', () => {
  const libusb = (errno: number, message: string) => Object.assign(new Error(message), { errno });

  it('unplugged or switched off: retried later, and the screen says it is disconnected', () => {
    const e = usbError(libusb(-4, 'LIBUSB_ERROR_NO_DEVICE'));
    expect(e.message).toBe('Impressora USB desconectada');
    expect(e.unreachable).toBe(true);
    expect(usbError(libusb(-7, 'LIBUSB_ERROR_TIMEOUT')).message).toBe('A impressora USB não respondeu a tempo');
  });

  it('what a person must fix is not reported as "desligada": permissions, another program, a stalled pipe', () => {
    const access = usbError(libusb(-3, 'LIBUSB_ERROR_ACCESS'));
    expect(access.message).toContain('Sem permissão para usar a impressora USB');
    expect(access.unreachable).toBe(false);
    expect(usbError(libusb(-6, 'LIBUSB_ERROR_BUSY'))).toMatchObject({ message: 'A impressora USB está em uso por outro programa ou driver', unreachable: false });
    expect(usbError(libusb(-9, 'LIBUSB_ERROR_PIPE')).unreachable).toBe(false);
  });

  it('anything else keeps libusb\'s own reason after a Portuguese lead', () => {
    expect(usbError(new Error('LIBUSB_ERROR_OVERFLOW')).message).toBe('Erro na impressora USB: LIBUSB_ERROR_OVERFLOW');
  });

  it('a printer that is not plugged in is named by its ids, and the job waits (retryable)', async () => {
    // 0xfffe:0xfffe is reserved and never present.
    const t = new UsbTransport({ vendorId: 0xfffe, productId: 0xfffe });
    await expect(t.write(Uint8Array.from([0x1b, 0x40]))).rejects.toMatchObject({
      message: 'Impressora USB fffe:fffe não encontrada (desligada ou desconectada)',
      unreachable: true,
    });
    await t.close();
  });
});
