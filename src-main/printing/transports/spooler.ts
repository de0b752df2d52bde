// Windows spooler in raw mode: the bytes go to the installed printer's queue with datatype RAW, so the
// driver passes them through untouched. No native module: PowerShell compiles a few lines of C# that call
// winspool.drv (OpenPrinter, StartDocPrinter "RAW", WritePrinter). Untested here (Linux build machines).
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TransportError, type Transport } from './transport.js';

const RAW_PRINTER_CS = `
using System; using System.IO; using System.Runtime.InteropServices;
public static class PosRawPrinter {
  [StructLayout(LayoutKind.Sequential, CharSet = CharSet.Unicode)]
  public class DOCINFO { public string pDocName; public string pOutputFile; public string pDataType; }
  [DllImport("winspool.drv", CharSet = CharSet.Unicode, SetLastError = true)] static extern bool OpenPrinter(string n, out IntPtr h, IntPtr d);
  [DllImport("winspool.drv", SetLastError = true)] static extern bool ClosePrinter(IntPtr h);
  [DllImport("winspool.drv", CharSet = CharSet.Unicode, SetLastError = true)] static extern int StartDocPrinter(IntPtr h, int level, [In] DOCINFO di);
  [DllImport("winspool.drv", SetLastError = true)] static extern bool EndDocPrinter(IntPtr h);
  [DllImport("winspool.drv", SetLastError = true)] static extern bool StartPagePrinter(IntPtr h);
  [DllImport("winspool.drv", SetLastError = true)] static extern bool EndPagePrinter(IntPtr h);
  [DllImport("winspool.drv", SetLastError = true)] static extern bool WritePrinter(IntPtr h, byte[] b, int n, out int w);
  public static void Send(string printer, string file, string doc) {
    byte[] bytes = File.ReadAllBytes(file); IntPtr h;
    if (!OpenPrinter(printer, out h, IntPtr.Zero)) throw new Exception("OpenPrinter " + Marshal.GetLastWin32Error());
    try {
      if (StartDocPrinter(h, 1, new DOCINFO { pDocName = doc, pDataType = "RAW" }) == 0) throw new Exception("StartDocPrinter " + Marshal.GetLastWin32Error());
      StartPagePrinter(h); int written;
      if (!WritePrinter(h, bytes, bytes.Length, out written) || written != bytes.Length) throw new Exception("WritePrinter " + Marshal.GetLastWin32Error());
      EndPagePrinter(h); EndDocPrinter(h);
    } finally { ClosePrinter(h); }
  }
}`;

/** PowerShell single-quoted literal. */
export function psQuote(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export function spoolerScript(printerName: string, file: string, docName: string): string {
  return `$ErrorActionPreference='Stop'; Add-Type -TypeDefinition @"\n${RAW_PRINTER_CS}\n"@; [PosRawPrinter]::Send(${psQuote(printerName)}, ${psQuote(file)}, ${psQuote(docName)})`;
}

export class SpoolerTransport implements Transport {
  readonly kind = 'spooler';
  constructor(
    private readonly printerName: string,
    private readonly platform: NodeJS.Platform = process.platform,
  ) {}

  async write(bytes: Uint8Array, beforeFirstByte?: () => Promise<void>): Promise<void> {
    if (this.platform !== 'win32') throw new TransportError('O spooler do Windows só existe no Windows', false);
    const dir = await mkdtemp(path.join(tmpdir(), 'pos-spool-'));
    const file = path.join(dir, 'job.bin');
    try {
      await writeFile(file, bytes);
      // The spooler cannot say in advance whether the printer is there: the job counts as sent from here.
      await beforeFirstByte?.();
      const script = spoolerScript(this.printerName, file, 'Balcao PDV');
      await new Promise<void>((resolve, reject) => {
        const child = spawn('powershell.exe', ['-NoProfile', '-NonInteractive', '-Command', script], { windowsHide: true });
        let err = '';
        child.stderr.on('data', (c: Buffer) => (err += c.toString()));
        child.on('error', (e) => reject(new TransportError(e.message)));
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new TransportError(err.trim() || `powershell ${code}`))));
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async close(): Promise<void> {}
}
