// The headless host: the main-process services under plain Node, reached over WebSocket.
import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { MainConfig } from '../config.js';
import { createMainServices, type MainServices } from '../services/index.js';
import { injectSecret, newBridgeSecret, ownHosts } from '../security/bridgeAuth.js';
import { attachWsBridge } from './wsBridge.js';
import { staticHandler } from './static.js';

export interface RunningHost {
  url: string;
  port: number;
  services: MainServices;
  close(): Promise<void>;
}

/** Without a built renderer the page is only this notice (it still carries the secret, for tools and tests). */
const NOT_BUILT = '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /></head><body>Renderer não compilado: rode npm run build</body></html>';

export async function startHost(config: MainConfig, version = '0.0.0'): Promise<RunningHost> {
  const services = createMainServices({ config, shell: 'headless', version });
  // A new secret at each launch: only the page this host serves learns it (bridgeAuth.ts).
  const secret = newBridgeSecret();
  const serveRenderer = existsSync(config.rendererDir) ? staticHandler(config.rendererDir, secret) : null;
  // The names this host answers to, looked up again every few seconds: a DHCP lease may change the LAN address.
  let port = 0;
  let hostsAt = 0;
  let hostsNow = new Set<string>();
  const hosts = (): Set<string> => {
    if (Date.now() - hostsAt > 5_000) {
      hostsNow = ownHosts(port, config.hostBind);
      hostsAt = Date.now();
    }
    return hostsNow;
  };
  const server: Server = createServer((req, res) => {
    // A page under another name (DNS rebinding) must not read index.html and its secret.
    if (!hosts().has(req.headers.host?.toLowerCase() ?? '')) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('endereço não reconhecido por este terminal');
      return;
    }
    if (req.url === '/host-health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (!serveRenderer) {
      res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(injectSecret(NOT_BUILT, secret));
      return;
    }
    // Any request gets an answer and the host keeps running.
    serveRenderer(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.hostPort, config.hostBind, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const bridge = attachWsBridge(server, services.router, { secret, hosts, pairing: services.pairing });
  services.start();
  return {
    url: `http://${config.hostBind === '0.0.0.0' ? '127.0.0.1' : config.hostBind}:${port}`,
    port,
    services,
    async close() {
      await services.stop();
      await bridge.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
