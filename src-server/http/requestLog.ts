// Every request's outcome in a log file: one JSON line per request (request id, method, URL, status, time) and the
// error of any 500, in a size-capped rotating file (5 MB × 3) beside the server's data folder. Secrets never reach
// it: no headers are logged (Authorization, tokens), bodies are not logged, the redaction below catches a password
// or token in anything else, and SQL errors lose their parameters (a failed insert of a user carries its hash).
// The request id goes back in the `x-request-id` header, so a person can quote it to support.
import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export const LOG_FILE = 'server.log';
export const LOG_MAX_BYTES = 5 * 1024 * 1024;
export const LOG_FILES = 3;

/** Appends lines to <dir>/server.log; past maxBytes it becomes server.log.1 (…, up to files - 1) and a new one starts. */
export class RotatingFile {
  private fd: number;
  private size: number;
  private readonly file: string;

  constructor(
    private readonly dir: string,
    private readonly maxBytes = LOG_MAX_BYTES,
    private readonly files = LOG_FILES,
  ) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.file = path.join(dir, LOG_FILE);
    this.fd = openSync(this.file, 'a', 0o600);
    this.size = statSync(this.file).size;
  }

  write(line: string): void {
    const bytes = Buffer.byteLength(line);
    if (this.size > 0 && this.size + bytes > this.maxBytes) this.rotate();
    writeSync(this.fd, line);
    this.size += bytes;
  }

  close(): void {
    closeSync(this.fd);
  }

  private rotate(): void {
    closeSync(this.fd);
    const name = (n: number) => (n === 0 ? this.file : `${this.file}.${n}`);
    if (existsSync(name(this.files - 1))) rmSync(name(this.files - 1));
    for (let n = this.files - 2; n >= 0; n--) if (existsSync(name(n))) renameSync(name(n), name(n + 1));
    this.fd = openSync(this.file, 'a', 0o600);
    this.size = 0;
  }
}

/** An error as logged: its kind, message without SQL parameters, and stack (never its whole object). */
export function safeError(err: unknown): { type: string; message: string; stack: string } {
  const e = err instanceof Error ? err : new Error(String(err));
  const clean = (s: string) => s.replace(/\nparams: [\s\S]*$/, '\nparams: [omitidos]');
  return { type: e.name, message: clean(e.message), stack: clean(e.stack ?? '') };
}

/** Fastify options that log to the rotating file in `dir` (null: no log, as in most tests). */
export function loggerOptions(dir: string | null): Pick<FastifyServerOptions, 'logger' | 'disableRequestLogging' | 'genReqId'> {
  const genReqId = () => randomUUID();
  if (!dir) return { logger: false, genReqId };
  return {
    logger: {
      level: 'info',
      stream: new RotatingFile(dir),
      // Fastify's own request/response serializers are replaced: no headers, no body.
      serializers: { req: () => ({}), res: () => ({}), err: safeError },
      redact: { paths: ['password', '*.password', 'token', '*.token', 'authorization', '*.authorization', 'headers'], censor: '[omitido]' },
    },
    disableRequestLogging: true,
    genReqId,
  };
}

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    const line = { method: req.method, url: req.url.split('?')[0], route: req.routeOptions.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (reply.statusCode >= 500) req.log.error(line, 'request failed');
    else req.log.info(line, 'request');
  });
}
