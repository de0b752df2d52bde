// Every vector of tests/fixtures/nfce/nfce-vectors.json: access keys (valid and invalid), the QR code v2
// hash, the digVal hex conversion and hashCSRT.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildAccessKey,
  checkDigit,
  formatAccessKey,
  generateCnf,
  isAcceptableCnf,
  isValidAccessKey,
  parseAccessKey,
} from '../../../src-shared/fiscal/accessKey.js';
import { digestValueHex, normalizeCscId, qrParamsOffline, qrParamsOnline, qrUrl } from '../../../src-shared/fiscal/qrCode.js';
import { nodeHasher } from '../../../src-main/fiscal/hasher.js';

interface KeyVector {
  key: string;
  computed_dv: number;
  fields: Record<string, string>;
}
const vectors = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../fixtures/nfce/nfce-vectors.json'), 'utf8')) as {
  access_keys_valid: KeyVector[];
  access_keys_invalid: (KeyVector & { informed_dv: number })[];
  qr_vectors: { name: string; qr_version: number; params?: Record<string, string>; csc?: string; expected_hash: string; expected_p?: string; expected_url?: string; digestValue_base64?: string; digVal_hex?: string }[];
  other_vectors: { name: string; input?: string; expected?: string }[];
};

describe('access key', () => {
  it.each(vectors.access_keys_valid.map((v) => [v.key, v] as const))('%s is valid and rebuilds from its fields', (key, v) => {
    expect(isValidAccessKey(key)).toBe(true);
    expect(checkDigit(key.slice(0, 43))).toBe(v.computed_dv);
    const f = v.fields;
    const rebuilt = buildAccessKey({
      cUF: f.cUF!,
      aamm: f.AAMM!,
      cnpjCpf: f.CNPJ_CPF!,
      mod: f.mod!,
      serie: Number(f.serie),
      nNF: Number(f.nNF),
      tpEmis: Number(f.tpEmis),
      cNF: f.cNF!,
    });
    expect(rebuilt).toBe(key);
    expect(parseAccessKey(key)).toMatchObject({ cUF: f.cUF, aamm: f.AAMM, cnpjCpf: f.CNPJ_CPF, mod: f.mod, serie: f.serie, nNF: f.nNF, cNF: f.cNF, cDV: f.cDV });
  });

  it.each(vectors.access_keys_invalid.map((v) => [v.key, v] as const))('%s is refused (wrong DV)', (key, v) => {
    expect(isValidAccessKey(key)).toBe(false);
    expect(checkDigit(key.slice(0, 43))).toBe(v.computed_dv);
  });

  it('accepts the alphanumeric CNPJ and refuses malformed keys', () => {
    const key = buildAccessKey({ cUF: '35', aamm: '2607', cnpjCpf: '12ABC34501DE35', mod: '65', serie: 890, nNF: 42, tpEmis: 9, cNF: '48213957' });
    expect(key).toHaveLength(44);
    expect(isValidAccessKey(key)).toBe(true);
    expect(key.slice(34, 35)).toBe('9');
    expect(isValidAccessKey(key.slice(0, 43))).toBe(false);
    expect(isValidAccessKey(key.replace('ABC', 'abc'))).toBe(false);
    expect(formatAccessKey(key).split(' ')).toHaveLength(11);
  });

  it('draws cNF that are not trivial sequences nor equal to the number', () => {
    expect(isAcceptableCnf('12345678', 1)).toBe(false);
    expect(isAcceptableCnf('11111111', 1)).toBe(false);
    expect(isAcceptableCnf('00000042', 42)).toBe(false);
    expect(isAcceptableCnf('48213957', 42)).toBe(true);
    const seq = [12345678, 48213957];
    expect(generateCnf(1, () => seq.shift() ?? 0)).toBe('48213957');
  });
});

describe('QR code v2', () => {
  const online = vectors.qr_vectors.find((v) => v.qr_version === 2 && v.params)!;
  it('online hash and URL match the official manual example', () => {
    const p = qrParamsOnline({ key: online.params!.chave!, tpAmb: online.params!.tpAmb as '1', cscId: online.params!.idCSC!, csc: online.csc! }, nodeHasher);
    expect(p).toBe(online.expected_p);
    expect(p.endsWith(online.expected_hash)).toBe(true);
    expect(qrUrl('http://www.sefazexemplo.gov.br/nfce/qrcode', p)).toBe(online.expected_url);
  });

  it('converts the DigestValue to the hex of its base64 text', () => {
    const v = vectors.qr_vectors.find((q) => q.digestValue_base64)!;
    expect(digestValueHex(v.digestValue_base64!)).toBe(v.digVal_hex);
  });

  it('offline form carries day, vNF, digVal and the hash over them plus the CSC', () => {
    const v = vectors.qr_vectors.find((q) => q.digestValue_base64)!;
    const p = qrParamsOffline(
      { key: '28170800156225000131650110000151349562040824', tpAmb: '2', cscId: '000001', csc: online.csc!, dhEmi: '2017-08-03T10:00:00-03:00', vNF: '60.90', digestValue: v.digestValue_base64! },
      nodeHasher,
    );
    const parts = p.split('|');
    expect(parts.slice(0, 7)).toEqual(['28170800156225000131650110000151349562040824', '2', '2', '03', '60.90', v.digVal_hex, '1']);
    expect(parts[7]).toBe(nodeHasher.sha1Hex(parts.slice(0, 7).join('|') + online.csc).toUpperCase());
    expect(parts[7]).toMatch(/^[0-9A-F]{40}$/);
  });

  it('drops only leading zeros of the CSC id', () => {
    expect(normalizeCscId('000001')).toBe('1');
    expect(normalizeCscId('10')).toBe('10');
    expect(normalizeCscId('0')).toBe('0');
  });
});

describe('hashCSRT', () => {
  it('is base64(SHA-1(CSRT + chave))', () => {
    const v = vectors.other_vectors.find((o) => o.name.startsWith('hashCSRT'))!;
    expect(nodeHasher.sha1Base64(v.input!)).toBe(v.expected);
  });
});
