// Who may open the host's WebSocket bridge. A page from another site must not drive the terminal (issue 13 §2):
// the Host header must name this host (no DNS rebinding), the Origin, when a browser sends one, must be the
// page this host served, and the client must present the per-launch secret that only that page receives
// (written into index.html). A client from another machine (a waiter's tablet) also needs a terminal key a
// manager paired (pairing.ts).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { networkInterfaces } from 'node:os';

/** WebSocket subprotocol prefixes: `pos-bridge.<secret>` and, from a LAN tablet, `pos-terminal.<key>`. */
export const SECRET_PROTOCOL = 'pos-bridge.';
export const TERMINAL_PROTOCOL = 'pos-terminal.';
export const SECRET_META = 'pos-bridge-secret';

export function newBridgeSecret(): string {
  return randomBytes(32).toString('hex');
}

/** Writes the secret into the served index.html, where the page's own script (connect.ts) reads it. */
export function injectSecret(html: string, secret: string): string {
  const meta = `<meta name="${SECRET_META}" content="${secret}" />`;
  return html.includes('<head>') ? html.replace('<head>', `<head>\n    ${meta}`) : meta + html;
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** The names this host answers to on `port`: loopback always, the machine's own addresses when it listens on the LAN. */
export function ownHosts(port: number, bind: string, interfaces = networkInterfaces()): Set<string> {
  const hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);
  if (!isLoopback(bind)) {
    for (const list of Object.values(interfaces)) {
      for (const a of list ?? []) hosts.add(a.family === 'IPv6' ? `[${a.address.split('%')[0]}]:${port}` : `${a.address}:${port}`);
    }
    if (bind !== '0.0.0.0' && bind !== '::') hosts.add(`${bind}:${port}`);
  }
  return hosts;
}

export interface UpgradeRequest {
  host: string | undefined;
  origin: string | undefined;
  protocols: string[];
  remoteAddress: string | undefined;
}

export type UpgradeVerdict =
  | { ok: true; remote: boolean; terminalKey: string | null }
  | { ok: false; status: 403; reason: 'host' | 'origin' | 'secret' | 'terminal_key' };

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The pure decision on an upgrade to /bridge; pairing is checked by the caller with `terminalKey`. */
export function checkUpgrade(req: UpgradeRequest, secret: string, hosts: Set<string>): UpgradeVerdict {
  const host = req.host?.toLowerCase();
  if (!host || !hosts.has(host)) return { ok: false, status: 403, reason: 'host' };
  if (req.origin !== undefined) {
    let originHost: string | null = null;
    try {
      const url = new URL(req.origin);
      if (url.protocol === 'http:' || url.protocol === 'https:') originHost = url.host.toLowerCase();
    } catch {
      originHost = null;
    }
    if (originHost !== host) return { ok: false, status: 403, reason: 'origin' };
  }
  const given = req.protocols.find((p) => p.startsWith(SECRET_PROTOCOL))?.slice(SECRET_PROTOCOL.length) ?? '';
  if (!sameSecret(given, secret)) return { ok: false, status: 403, reason: 'secret' };
  const remote = !isLoopback(req.remoteAddress);
  const terminalKey = req.protocols.find((p) => p.startsWith(TERMINAL_PROTOCOL))?.slice(TERMINAL_PROTOCOL.length) ?? null;
  if (remote && (!terminalKey || !/^[0-9a-f]{32,64}$/.test(terminalKey))) return { ok: false, status: 403, reason: 'terminal_key' };
  return { ok: true, remote, terminalKey };
}
