// Issue 13 item 18: the installer ships only what runs. escpos, escpos-usb and node-thermal-printer were runtime
// dependencies no source imported; through escpos they brought request@2.88.2 (form-data@2.3.3,
// tough-cookie@2.5.0, published CVEs) into the installer, which packs the production dependency tree.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides?: Record<string, string>;
};
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; dev?: boolean }> };

/** Every package the installer would pack: the lockfile's entries not marked dev-only. */
const production = Object.entries(lock.packages)
  .filter(([key, p]) => key.startsWith('node_modules/') && !p.dev)
  .map(([key, p]) => `${key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${p.version}`);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.(ts|tsx|mts|mjs)$/.test(e.name) ? [p] : [];
  });
}

describe('what the installer packs (issue 13 item 18)', () => {
  it('escpos and escpos-usb are gone; node-thermal-printer is a devDependency', () => {
    expect(Object.keys(pkg.dependencies)).not.toContain('escpos');
    expect(Object.keys(pkg.dependencies)).not.toContain('escpos-usb');
    expect(Object.keys(pkg.dependencies)).not.toContain('node-thermal-printer');
    expect(pkg.devDependencies['node-thermal-printer']).toBeDefined();
    // Our USB transport imports usb v2 itself, so it is a direct dependency (no override needed any more).
    expect(pkg.dependencies.usb).toMatch(/^\^2\./);
    expect(pkg.overrides?.usb).toBeUndefined();
  });

  it('no package with the published CVEs (request@2, form-data@2, tough-cookie@2) in the production tree', () => {
    const bad = production.filter((p) => /^(request|escpos|escpos-usb|node-thermal-printer)@/.test(p) || /^form-data@[0-3]\./.test(p) || /^tough-cookie@[0-3]\./.test(p));
    expect(bad).toEqual([]);
  });

  it('every runtime dependency is imported by the product (src-*, scripts)', () => {
    const text = ['src-main', 'src-server', 'src-shared', 'src-renderer', 'scripts'].flatMap((d) => sources(path.join(root, d))).map((f) => readFileSync(f, 'utf8'));
    const unused = Object.keys(pkg.dependencies).filter((dep) => {
      const esc = dep.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      const re = new RegExp(`(from |import\\(|require\\()'${esc}(/[^']*)?'`);
      return !text.some((t) => re.test(t));
    });
    expect(unused).toEqual([]);
  });
});
