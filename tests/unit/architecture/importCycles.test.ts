// No runtime import loops in our code: a loop makes a module's exports undefined while the other one loads,
// depending on which is imported first (the renderer had one between the two session stores). Type-only
// imports are erased by the compiler and do not count.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sources(full));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The relative modules a file imports at run time (`import type` and `export type` left out). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  const re = /^\s*(import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;
  for (const m of text.matchAll(re)) {
    const spec = m[2]!;
    const base = path.resolve(path.dirname(file), spec.replace(/\.js$/, ''));
    const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((p) => existsSync(p));
    if (target) found.push(target);
  }
  return found;
}

function cycles(files: string[]): string[][] {
  const graph = new Map(files.map((f) => [f, runtimeImports(f)]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const next of graph.get(f) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next].map((p) => path.relative(root, p)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return found;
}

describe('import loops', () => {
  for (const dir of ['src-renderer', 'src-shared', 'src-main', 'src-server']) {
    it(`${dir} has none`, () => {
      expect(cycles(sources(path.join(root, dir)))).toEqual([]);
    });
  }
});
