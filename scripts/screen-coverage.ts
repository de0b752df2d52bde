// Which calls of spec/calls.json a screen uses: the renderer names the call's typed-client function (`gqlX`, `xCreate`)
// or the declared write that sends it (src-shared/writes), as a word in src-renderer. One line per area and the total;
// `--missing <area>` lists what no screen uses yet. A heuristic on names (a call named only inside a comment counts),
// for the product's goal "each call used by a screen where a person would use it". Run: npx tsx scripts/screen-coverage.ts
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { allCalls } from '../src-shared/api/registry.js';
import { writes } from '../src-shared/writes/index.js';

interface SpecCall {
  id: string;
  area: string;
}

const root = path.resolve(import.meta.dirname, '..');
const calls = JSON.parse(readFileSync(path.join(root, 'spec/calls.json'), 'utf8')) as SpecCall[];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}
const words = new Set(['src-renderer', 'src-main'].flatMap((d) => sources(path.join(root, d))).flatMap((f) => readFileSync(f, 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []));

// A declared write names its call by the typed client's object: find the call id by identity. The renderer names a
// write by its export (`w.duplicatesCreate`) or its id; root-scoped writes (billing) are declared but not in `writes`.
const callIdOf = new Map<unknown, string>(Object.entries(allCalls).map(([id, call]) => [call, id]));
const writesOf = new Map<string, string[]>();
const note = (call: unknown, names: string[]) => {
  const id = callIdOf.get(call);
  if (id) writesOf.set(id, [...(writesOf.get(id) ?? []), ...names]);
};
for (const w of writes.values()) note(w.call, [w.id]);
const writesDir = path.join(root, 'src-shared/writes');
for (const f of readdirSync(writesDir).filter((x) => x.endsWith('.ts'))) {
  const mod = (await import(pathToFileURL(path.join(writesDir, f)).href)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(mod)) {
    const w = value as { id?: unknown; call?: unknown } | null;
    if (w && typeof w === 'object' && typeof w.id === 'string' && w.call) note(w.call, [name, w.id]);
  }
}

// Calls the app makes without the typed client, each with the file that does and the path text it sends.
const BY_HAND: Record<string, { file: string; text: string }> = {
  loginLogin: { file: 'src-main/session/session.ts', text: '/login/login-' },
};
const byHand = (id: string) => {
  const h = BY_HAND[id];
  return !!h && readFileSync(path.join(root, h.file), 'utf8').includes(h.text);
};

const used = (c: SpecCall) => words.has(c.id) || byHand(c.id) || (writesOf.get(c.id) ?? []).some((w) => words.has(w));
const missingArea = process.argv.indexOf('--missing');
if (missingArea >= 0) {
  const area = process.argv[missingArea + 1];
  for (const c of calls.filter((x) => x.area === area && !used(x))) console.log(c.id);
} else {
  const areas = [...new Set(calls.map((c) => c.area))];
  let total = 0;
  for (const area of areas) {
    const of = calls.filter((c) => c.area === area);
    const n = of.filter(used).length;
    total += n;
    console.log(`${area}: ${n}/${of.length}`);
  }
  console.log(`screens use ${total} of ${calls.length} calls`);
}
