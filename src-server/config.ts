import path from 'node:path';
import { allowedOrigins } from './http/origins.js';

export interface ServerConfig {
  port: number;
  bind: string;
  /** PGlite data folder; ignored when databaseUrl is set. */
  dataDir: string;
  /** PostgreSQL connection string: several terminals or a cloud deployment. */
  databaseUrl: string | null;
  seedDemo: boolean;
  /** Browser origins served (http/origins.ts): the host's page on POS_HOST_PORT, Electron's, POS_CORS_ORIGINS. */
  corsOrigins?: readonly string[];
  /** Tests only (POS_DB_TEMPLATE): a migrated empty database to start a new one from (db/database.ts). */
  dbTemplate?: string | null;
  /** The rotating request log's folder (POS_LOG_DIR; by default beside the data folder, e.g. data/server-logs). */
  logDir?: string | null;
}

/** POS_LOG_DIR, else beside the data folder; none for an in-memory database without POS_LOG_DIR. */
function logDirOf(env: NodeJS.ProcessEnv, cwd: string): string | null {
  if (env.POS_LOG_DIR) return path.resolve(cwd, env.POS_LOG_DIR);
  const dataDir = env.POS_DATA_DIR ?? 'data/server';
  return dataDir.startsWith('memory://') ? null : path.resolve(cwd, `${dataDir}-logs`);
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  return {
    port: Number(env.POS_SERVER_PORT ?? 3333),
    bind: env.POS_SERVER_BIND ?? '127.0.0.1',
    dataDir: path.resolve(cwd, env.POS_DATA_DIR ?? 'data/server'),
    databaseUrl: env.DATABASE_URL || null,
    seedDemo: env.POS_SEED_DEMO !== '0',
    corsOrigins: allowedOrigins(env),
    logDir: logDirOf(env, cwd),
    dbTemplate: env.POS_DB_TEMPLATE || null,
  };
}
