// The SEFAZ simulator's oracle is its own: it agrees with the official vectors (tests/fixtures/nfce) and the
// simulator imports none of the fiscal code it checks (src-shared/fiscal), so a bug there cannot be agreed with.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { oracleCheckDigit, oracleKeyDigitOk, oracleQrParams } from '../../../src-server/fiscal/simulatorOracle.js';

const root = path.resolve(import.meta.dirname, '../../..');
const vectors = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/nfce/nfce-vectors.json'), 'utf8')) as {
  access_keys_valid: { key: string; computed_dv: number }[];
  access_keys_invalid: { key: string; computed_dv: number }[];
  qr_vectors: { qr_version: number; mode?: string; params?: Record<string, string>; csc?: string; expected_p?: string }[];
};

describe('simulator oracle: access key check digit', () => {
  it.each(vectors.access_keys_valid.map((v) => [v.key, v.computed_dv] as const))('%s is valid (digit %i)', (key, dv) => {
    expect(oracleCheckDigit(key.slice(0, 43))).toBe(dv);
    expect(oracleKeyDigitOk(key)).toBe(true);
  });

  it.each(vectors.access_keys_invalid.map((v) => [v.key, v.computed_dv] as const))('%s is refused (its digit should be %i)', (key, dv) => {
    expect(oracleCheckDigit(key.slice(0, 43))).toBe(dv);
    expect(oracleKeyDigitOk(key)).toBe(false);
  });

  it('refuses keys of the wrong length or with a letter as digit', () => {
    const key = vectors.access_keys_valid[0]!.key;
    expect(oracleKeyDigitOk(key.slice(0, 43))).toBe(false);
    expect(oracleKeyDigitOk(`${key.slice(0, 43)}X`)).toBe(false);
  });
});

describe('simulator oracle: QR code v2', () => {
  it('rebuilds the manual example of an online QR code', () => {
    const v = vectors.qr_vectors.find((q) => q.qr_version === 2 && q.expected_p)!;
    const p = v.params!;
    expect(oracleQrParams({ key: p.chave!, tpAmb: p.tpAmb!, tpEmis: '1', dhEmi: '', vNF: '', digestValue: '', cscId: `0000${p.idCSC}`, csc: v.csc! })).toBe(v.expected_p);
  });

  it('offline: the day of dhEmi as written (23:30 in Brasília is still that day), vNF as written, digVal in hex', () => {
    const p = oracleQrParams({ key: '3'.repeat(44), tpAmb: '2', tpEmis: '9', dhEmi: '2026-11-24T23:30:00-03:00', vNF: '87.40', digestValue: 'AB+/=', cscId: '000010', csc: 'X' });
    expect(p.split('|').slice(0, 7)).toEqual(['3'.repeat(44), '2', '2', '24', '87.40', '41422b2f3d', '10']);
  });
});

describe('the simulator does not check our fiscal code with itself', () => {
  it.each(['src-server/fiscal/simulator.ts', 'src-server/fiscal/simulatorOracle.ts'])('%s imports nothing from src-shared/fiscal', (file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    const imports = [...source.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]!);
    expect(imports.filter((i) => i.includes('/fiscal/') && !i.startsWith('./'))).toEqual([]);
  });
});
