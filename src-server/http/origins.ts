// Which web origins may call the server from a browser: the terminal's own page (the host on POS_HOST_PORT, as
// 127.0.0.1 and localhost), Electron's file:// page (Origin "null") and those named in POS_CORS_ORIGINS
// (comma-separated, e.g. a back-office site). Any other Origin is refused outright (403), never reflected: a page
// from another site the cashier opens must not write, nor read answers, with the cashier's token.
// Requests without an Origin (terminals' main process, scripts, server to server) are not browsers' and pass.
import type { FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { securityMessages } from '../auth/messages.js';

export const DEFAULT_HOST_PORT = 5174;

export function allowedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const hostPort = Number(env.POS_HOST_PORT ?? DEFAULT_HOST_PORT);
  const listed = (env.POS_CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter((o) => o !== '');
  return [`http://127.0.0.1:${hostPort}`, `http://localhost:${hostPort}`, 'null', ...listed];
}

export async function registerOrigins(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  const allowed = new Set(origins);
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) return reply.code(403).send({ message: securityMessages.foreignOrigin });
  });
  // The setup screens write straight to the server (PUT address, DELETE hour…), not only through the outbox.
  // A report's file name travels in Content-Disposition, which a page of another origin reads only when exposed.
  await app.register(cors, { origin: [...allowed], methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'], exposedHeaders: ['Content-Disposition'], maxAge: 600 });
}
