// Terminal configuration, from the environment (the README lists every variable).
import path from 'node:path';

export interface MainConfig {
  /** Where this terminal keeps its own durable state (outbox, print queues, fiscal numbering). */
  terminalDir: string;
  serverUrl: string;
  terminalId: string;
  terminalName: string;
  businessId: string | null;
  healthIntervalMs: number;
  hostPort: number;
  hostBind: string;
  rendererDir: string;
}

export function readMainConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): MainConfig {
  const serverPort = env.POS_SERVER_PORT ?? '3333';
  return {
    terminalDir: path.resolve(cwd, env.POS_TERMINAL_DIR ?? 'data/terminal'),
    serverUrl: (env.POS_SERVER_URL ?? `http://127.0.0.1:${serverPort}`).replace(/\/$/, ''),
    terminalId: env.POS_TERMINAL_ID ?? 'caixa-01',
    terminalName: env.POS_TERMINAL_NAME ?? 'Caixa 01',
    businessId: env.POS_BUSINESS_ID ?? null,
    healthIntervalMs: Number(env.POS_HEALTH_INTERVAL_MS ?? 2000),
    hostPort: Number(env.POS_HOST_PORT ?? 5174),
    hostBind: env.POS_HOST_BIND ?? '127.0.0.1',
    rendererDir: path.resolve(cwd, env.POS_RENDERER_DIR ?? 'dist/renderer'),
  };
}
