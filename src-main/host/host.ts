// The headless host: the main-process services under plain Node, reached over WebSocket.
import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { MainConfig } from '../config.js';
import { createMainServices, type MainServices } from '../services/index.js';
import { attachWsBridge } from './wsBridge.js';
import { staticHandler } from './static.js';

export interface RunningHost {
  url: string;
  port: number;
  services: MainServices;
  close(): Promise<void>;
}

export async function startHost(config: MainConfig, version = '0.0.0'): Promise<RunningHost> {
  const services = createMainServices({ config, shell: 'headless', version });
  const serveRenderer = existsSync(config.rendererDir) ? staticHandler(config.rendererDir) : null;
  const server: Server = createServer((req, res) => {
    if (req.url === '/host-health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (!serveRenderer) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Renderer não compilado: rode npm run build');
      return;
    }
    void serveRenderer(req, res);
  });
  const bridge = attachWsBridge(server, services.router);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.hostPort, config.hostBind, () => resolve());
  });
  services.start();
  const port = (server.address() as AddressInfo).port;
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
