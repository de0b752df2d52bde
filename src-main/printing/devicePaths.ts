// Which OS paths may be printed to. A printer saved as {type:'device'|'serial', path} is written to as it is, so a
// path to an ordinary file (a Windows Startup folder, ~/.bashrc) would turn a print job into a file write. Only
// printer devices pass: on Linux the path must be one of the printer/serial device names, exist and be a
// character device (a symlink such as socat's pty link is judged by what it points at); on Windows only the
// device names the OS gives printers and serial ports. The transport opens without O_CREAT and checks again
// on the open handle, so a path swapped after it was saved is not written either.
import { constants } from 'node:fs';
import { open, realpath, stat, type FileHandle } from 'node:fs/promises';
import { printingMessages } from '../../src-shared/i18n/printing.js';
import type { PrinterConnection } from '../../src-shared/printing/printerConfig.js';

/** Linux printer and serial device nodes; /dev/pts/N is a pseudo-terminal (a serial port in tests, socat). */
const LINUX_DEVICE = [/^\/dev\/ttyS\d+$/, /^\/dev\/ttyUSB\d+$/, /^\/dev\/ttyACM\d+$/, /^\/dev\/usb\/lp\d+$/, /^\/dev\/lp\d+$/, /^\/dev\/pts\/\d+$/];

/** macOS (a developer's machine): serial ports and USB-serial adapters. */
const MAC_DEVICE = [/^\/dev\/(cu|tty)\.[\w.-]+$/];

/**
 * Windows: COMn, LPTn, USB00n (the USB printer port monitor), with or without the \\.\ prefix, or a shared
 * printer \\server\printer (two parts only: a share's files are never a printer). Nothing else under \\.\, which
 * also names raw disks.
 */
const WINDOWS_DEVICE = [/^(\\\\\.\\)?(COM[1-9]\d?|LPT[1-9]|USB0\d\d)$/i, /^\\\\[A-Za-z0-9][A-Za-z0-9._-]*\\[^\\/:*?"<>|]+$/];

export class DevicePathError extends Error {}

function refuse(path: string): never {
  throw new DevicePathError(printingMessages.errors.notAPrinterDevice(path));
}

/** Whether the name alone may be a printer device on this platform. */
export function isPrinterDeviceName(path: string, platform: NodeJS.Platform = process.platform): boolean {
  if (platform === 'win32') return WINDOWS_DEVICE.some((re) => re.test(path));
  if (platform === 'darwin') return MAC_DEVICE.some((re) => re.test(path));
  return LINUX_DEVICE.some((re) => re.test(path));
}

/** Throws a DevicePathError in Portuguese unless `path` is a printer device that exists now. */
export async function checkDevicePath(path: string, platform: NodeJS.Platform = process.platform): Promise<void> {
  if (platform === 'win32') {
    if (!isPrinterDeviceName(path, platform)) refuse(path);
    return;
  }
  const real = await realpath(path).catch(() => {
    throw new DevicePathError(printingMessages.errors.deviceMissing(path), { cause: 'missing' });
  });
  if (!isPrinterDeviceName(real, platform)) refuse(path);
  const info = await stat(real);
  if (!info.isCharacterDevice()) refuse(path);
}

/** The paths a printer connection writes to must be devices; other connection types pass through. */
export async function checkPrinterConnection(connection: PrinterConnection): Promise<void> {
  if (connection.type === 'device' || connection.type === 'serial') await checkDevicePath(connection.path);
}

/**
 * Opens a checked device for writing: never creates a file, and on POSIX refuses a handle that is not a
 * character device (the path may have been swapped since it was saved).
 */
export async function openDevice(path: string, platform: NodeJS.Platform = process.platform): Promise<FileHandle> {
  await checkDevicePath(path, platform);
  // O_APPEND is harmless on a device; O_NOCTTY keeps a tty from becoming ours. No O_CREAT.
  const flags = platform === 'win32' ? constants.O_WRONLY : constants.O_WRONLY | constants.O_APPEND | constants.O_NOCTTY;
  const handle = await open(path, flags);
  if (platform !== 'win32' && !(await handle.stat()).isCharacterDevice()) {
    await handle.close();
    refuse(path);
  }
  return handle;
}
