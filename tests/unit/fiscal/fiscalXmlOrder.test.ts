// The element order of the XML builders read from the official schemas themselves (resources/nfce/xsd), not from
// our code: every element of 20 varied NFC-e, an NF-e and the cancellation events is declared where it stands and
// comes in its xs:sequence order. The hand-written documents of fiscalXml{Nfce,Nfe,Events}.test.ts follow the same
// order; this is the check that the order they pin is the schema's. Fast (no xmllint): a DOM walk of the XSD.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { buildNfce } from '../../../src-shared/fiscal/nfceXml.js';
import { buildNfe } from '../../../src-shared/fiscal/nfeXml.js';
import { buildCancelEvent, buildSubstitutionCancelEvent } from '../../../src-shared/fiscal/events.js';
import { nodeHasher } from '../../../src-main/fiscal/hasher.js';
import { normalBusiness, simplesBusiness, variedSales } from './fixtures.js';

const XS = 'http://www.w3.org/2001/XMLSchema';
const xsdDir = path.resolve(import.meta.dirname, '../../../resources/nfce/xsd');

const elements = (parent: XmlElement): XmlElement[] => Array.from(parent.childNodes).filter((n): n is XmlElement => n.nodeType === 1);

/** One schema file: its named complex types, and the element declarations a declaration allows inside, in order. */
function schema(file: string) {
  const doc = new DOMParser().parseFromString(readFileSync(path.join(xsdDir, file), 'utf8'), 'text/xml');
  const types = new Map<string, XmlElement>();
  for (const t of Array.from(doc.getElementsByTagNameNS(XS, 'complexType'))) {
    const name = t.getAttribute('name');
    if (name) types.set(name, t);
  }
  /** The xs:element declarations directly allowed inside `decl` (an xs:element or a complexType), in order. */
  function allowed(decl: XmlElement): XmlElement[] {
    const typeName = decl.getAttribute('type');
    const body = decl.localName === 'complexType' ? decl : typeName ? types.get(typeName.replace(/^.*:/, '')) : elements(decl).find((c) => c.localName === 'complexType');
    if (!body) return [];
    const out: XmlElement[] = [];
    const walk = (n: XmlElement) => {
      for (const c of elements(n)) {
        if (c.localName === 'element') out.push(c);
        else if (['sequence', 'choice', 'all'].includes(c.localName ?? '')) walk(c);
      }
    };
    walk(body);
    return out;
  }
  return { types, allowed };
}

/** Every child of `node` is declared in `decl` and the children come in the declared order (repeats allowed). */
function checkOrder(node: XmlElement, decl: XmlElement, allowed: (d: XmlElement) => XmlElement[], where: string, problems: string[]): void {
  const decls = allowed(decl);
  let at = 0;
  for (const child of elements(node)) {
    const name = child.localName;
    const i = decls.findIndex((d, k) => k >= at && d.getAttribute('name') === name);
    if (i < 0) {
      const anywhere = decls.findIndex((d) => d.getAttribute('name') === name);
      problems.push(`${where}/${name}: ${anywhere < 0 ? 'not declared here' : 'out of order'}`);
      continue;
    }
    at = i;
    checkOrder(child, decls[i]!, allowed, `${where}/${name}`, problems);
  }
}

function parse(xml: string): XmlElement {
  return new DOMParser().parseFromString(xml, 'text/xml').documentElement!;
}

const nfeSchema = schema('leiauteNFe_v4.00.xsd');

function nfeProblems(xml: string): string[] {
  const root = parse(xml);
  const problems: string[] = [];
  expect(root.localName).toBe('NFe');
  checkOrder(root, nfeSchema.types.get('TNFe')!, nfeSchema.allowed, 'NFe', problems);
  return problems;
}

const base = { serie: 890, nNF: 1000, cNF: '48213957', emittedAt: new Date('2026-03-10T22:15:00Z'), verProc: 'BalcaoPDV 0.1.0', hasher: nodeHasher };

describe('element order read from the schemas', () => {
  it('the checker itself sees a swapped pair and an undeclared element', () => {
    const xml = buildNfce({ ...base, business: simplesBusiness, sale: variedSales()[0]!, contingency: null }).xml;
    expect(nfeProblems(xml)).toEqual([]);
    expect(nfeProblems(xml.replace('<tpNF>1</tpNF><idDest>1</idDest>', '<idDest>1</idDest><tpNF>1</tpNF>'))).toEqual(['NFe/infNFe/ide/tpNF: out of order']);
    expect(nfeProblems(xml.replace('<procEmi>0</procEmi>', '<procEmi>0</procEmi><garcom>1</garcom>'))).toEqual(['NFe/infNFe/ide/garcom: not declared here']);
  });

  it('20 varied NFC-e (both regimes, contingency and normal, buyers, delivery, change) follow leiauteNFe_v4.00.xsd', () => {
    for (const [i, sale] of variedSales().entries()) {
      const built = buildNfce({
        ...base,
        business: i % 2 === 0 ? simplesBusiness : normalBusiness,
        sale,
        nNF: 1000 + i,
        contingency: i % 3 === 0 ? null : { since: new Date('2026-03-10T21:40:00Z'), reason: 'Sem comunicação com a SEFAZ no momento da venda' },
      });
      expect(nfeProblems(built.xml), `sale ${i}`).toEqual([]);
    }
  });

  it('an NF-e with a contributor recipient in another state follows it too', () => {
    const built = buildNfe({
      ...base,
      business: simplesBusiness,
      sale: variedSales()[3]!,
      recipient: {
        cnpj: '11444777000161',
        name: 'Empresa Eventos Ltda',
        indIEDest: 1,
        ie: '123456789012',
        email: 'compras@eventos.com.br',
        address: { street: 'Avenida Rio Branco', number: '156', complement: 'Sala 1201', district: 'Centro', cityCode: '3304557', cityName: 'Rio de Janeiro', uf: 'RJ', cep: '20040002', phone: '2133334444' },
      },
      modFrete: 1,
    });
    expect(nfeProblems(built.xml)).toEqual([]);
  });

  it('the 110111 and 110112 events follow their leiauteEvento schemas', () => {
    const key = '35260311222333000181650010000001231482139574';
    const event = { key, tpAmb: '2' as const, nProt: '135260000012345', reason: 'Cliente desistiu da compra', at: new Date('2026-03-10T22:45:00Z'), timeZone: 'America/Sao_Paulo' };
    const cancel = schema('leiauteEventoCancNFe_v1.00.xsd');
    const problems: string[] = [];
    checkOrder(parse(buildCancelEvent(event).xml), cancel.types.get('TEvento')!, cancel.allowed, 'evento', problems);
    const subst = schema('leiauteEventoCancSubst_v1.00.xsd');
    const substitution = buildSubstitutionCancelEvent({ ...event, substituteKey: '35260311222333000181650010000001249482139570', verAplic: 'BalcaoPDV 0.1.0' });
    checkOrder(parse(substitution.xml), subst.types.get('TEvento')!, subst.allowed, 'evento', problems);
    expect(problems).toEqual([]);
  });
});
