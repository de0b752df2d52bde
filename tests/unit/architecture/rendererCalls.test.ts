// The screens reach a server only through the typed client (src-shared/api: the spec's calls and our own in
// src-shared/api/ours) or the bridge: no hand-built fetch with a method and a path string that could drift from
// the route. The two exceptions are named: the mirror's change pull (one GraphQL query of our own) and the bridge's
// WebSocket to the main process.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const ALLOWED: Record<string, string> = {
  'src-renderer/db/pull.ts': 'GraphQLClient',
  'src-renderer/bridge/wsTransport.ts': 'WebSocket',
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the renderer and the network', () => {
  it('no screen, hook or service calls fetch, axios, XMLHttpRequest, a GraphQL client or a WebSocket of its own', () => {
    const found: string[] = [];
    for (const file of sources(path.join(root, 'src-renderer'))) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const [what, re] of [
        ['fetch', /\bfetch\s*\(/],
        ['axios', /from\s+['"]axios['"]/],
        ['XMLHttpRequest', /\bXMLHttpRequest\b/],
        ['GraphQLClient', /GraphQLClient/],
        ['WebSocket', /new WebSocket/],
      ] as const) {
        if (re.test(code) && ALLOWED[rel] !== what) found.push(`${rel}: ${what}`);
      }
    }
    expect(found).toEqual([]);
  });
});
