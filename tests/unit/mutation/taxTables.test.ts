// The codes a product's fiscal configuration offers (src-shared/fiscal/taxTables.ts), checked against the official
// NF-e 4.00 schema (resources/nfce/xsd, copied from the Portal da NF-e): a code the schema does not know makes every
// note with that product fail at SEFAZ (225), and the wrong family for the business's CRT (CST where CSOSN is due)
// does too. The schema is read here with a regex, not with our code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CRTS, cstsByCrt, FISCAL_ORIGINS } from '../../../src-shared/fiscal/taxTables.js';

const xsd = readFileSync(path.resolve(import.meta.dirname, '../../../resources/nfce/xsd/leiauteNFe_v4.00.xsd'), 'utf8');

/** The enumerations of every element of that name inside the ICMS group (PIS, COFINS and IPI have their own CST). */
function icmsCodes(element: 'CST' | 'CSOSN'): Set<string> {
  const start = xsd.indexOf('<xs:element name="ICMS">');
  const end = xsd.indexOf('<xs:element name="II"', start);
  const icms = xsd.slice(start, end);
  const codes = new Set<string>();
  for (const m of icms.matchAll(new RegExp(`<xs:element name="${element}">([\\s\\S]*?)</xs:element>`, 'g'))) {
    for (const v of m[1]!.matchAll(/enumeration value="([^"]+)"/g)) codes.add(v[1]!);
  }
  return codes;
}

function originCodes(): string[] {
  const torig = /<xs:simpleType name="Torig">([\s\S]*?)<\/xs:simpleType>/.exec(xsd)![1]!;
  return [...torig.matchAll(/enumeration value="([^"]+)"/g)].map((m) => m[1]!);
}

describe('the tax tables against the NF-e 4.00 schema', () => {
  it('the ICMS group of the schema was found (the oracle reads something)', () => {
    expect(icmsCodes('CSOSN').size).toBeGreaterThan(5);
    expect(icmsCodes('CST').has('00')).toBe(true);
  });

  it('origins are exactly the schema’s Torig, 0 to 8, each described', () => {
    expect(FISCAL_ORIGINS.map((o) => String(o.code))).toEqual(originCodes());
    expect(FISCAL_ORIGINS[0]!.description).toBe('Nacional, exceto as indicadas nos códigos 3, 4, 5 e 8');
    expect(FISCAL_ORIGINS[8]!.description).toBe('Nacional, com Conteúdo de Importação superior a 70%');
  });

  it('Simples Nacional and MEI (CRT 1 and 4) choose from CSOSN: every CSOSN of the schema, no other', () => {
    const schema = [...icmsCodes('CSOSN')].sort();
    for (const crt of [1, 4] as const) {
      const rows = cstsByCrt(crt);
      expect(rows.map((r) => r.code)).toEqual(schema);
      expect(rows.every((r) => r.kind === 'CSOSN' && r.crt === crt)).toBe(true);
    }
    expect(cstsByCrt(1)[0]).toEqual({ crt: 1, kind: 'CSOSN', code: '101', description: 'Tributada pelo Simples Nacional com permissão de crédito' });
    expect(cstsByCrt(4).at(-1)).toEqual({ crt: 4, kind: 'CSOSN', code: '900', description: 'Outros' });
  });

  it('Regime Normal and the excess over the sublimit (CRT 2 and 3) choose from Tabela B’s CST, each known to the schema', () => {
    const schema = icmsCodes('CST');
    for (const crt of [2, 3] as const) {
      const rows = cstsByCrt(crt);
      // Tabela B's general codes; the schema's others (02, 15, 53, 61) are fuels' single-phase ICMS.
      expect(rows.map((r) => r.code)).toEqual(['00', '10', '20', '30', '40', '41', '50', '51', '60', '70', '90']);
      expect(rows.filter((r) => !schema.has(r.code))).toEqual([]);
      expect(rows.every((r) => r.kind === 'CST' && r.crt === crt)).toBe(true);
    }
    expect(cstsByCrt(3)[0]).toEqual({ crt: 3, kind: 'CST', code: '00', description: 'Tributada integralmente' });
    expect(cstsByCrt(2).find((r) => r.code === '60')?.description).toBe('ICMS cobrado anteriormente por substituição tributária');
  });

  it('the CRTs offered are 1 to 4', () => {
    expect([...CRTS]).toEqual([1, 2, 3, 4]);
  });
});
