// Serves the built renderer to a browser (tests, development, a waiter's tablet on the LAN).
// index.html goes out with the bridge's per-launch secret written in (bridgeAuth.ts); a request whose path
// cannot be decoded gets a 400, never an exception.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { injectSecret } from '../security/bridgeAuth.js';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** The decoded path of a request, or null when it is not a valid URL or percent-encoding. */
export function requestPath(rawUrl: string | undefined): string | null {
  try {
    return decodeURIComponent(new URL(rawUrl ?? '/', 'http://host').pathname);
  } catch {
    return null;
  }
}

export function staticHandler(root: string, secret: string) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = requestPath(req.url);
    if (pathname === null || pathname.includes('\0')) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('endereço inválido');
      return;
    }
    let file = path.join(root, path.normalize(pathname).replace(/^([/\\])+/, ''));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const info = await stat(file);
      if (info.isDirectory()) file = path.join(file, 'index.html');
      await stat(file);
    } catch {
      // Hash routing means every screen is index.html; anything else missing is a 404.
      if (path.extname(file)) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('não encontrado');
        return;
      }
      file = path.join(root, 'index.html');
    }
    if (file === path.join(root, 'index.html')) {
      // no-store: the secret changes at each launch; a cached page would hold an old one.
      const html = injectSecret(await readFile(file, 'utf8'), secret);
      res.writeHead(200, { 'content-type': types['.html'], 'cache-control': 'no-store' }).end(html);
      return;
    }
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    createReadStream(file).on('error', () => res.destroy()).pipe(res);
  };
}
