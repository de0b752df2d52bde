// The XML of 20 varied sales validates against the official nfe_v4.00.xsd (libxml2, in WebAssembly) and
// each signature verifies with an independent verifier (the system's xmlsec1) given only the certificate; the
// cancel events validate and verify too.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { envEvento } from '../../../src-shared/fiscal/events.js';
import { isValidAccessKey } from '../../../src-shared/fiscal/accessKey.js';
import { openPfx } from '../../../src-main/fiscal/certificate.js';
import { emitNfce, signCancelEvent, signSubstitutionCancelEvent, type SignedNfce } from '../../../src-main/fiscal/emit.js';
import { signCanonical, signXml } from '../../../src-main/fiscal/signer.js';
import { buildCancelEvent } from '../../../src-shared/fiscal/events.js';
import { makeTestCertificate, normalBusiness, simplesBusiness, variedSales } from './fixtures.js';
import { validateAgainstXsd } from '../../../src-server/fiscal/xsd.js';

const dir = mkdtempSync(path.join(tmpdir(), 'nfce-xsd-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const testCert = makeTestCertificate();
const cert = openPfx(testCert.pfx, testCert.password);
const certFile = path.join(dir, 'cert.pem');
writeFileSync(certFile, testCert.certificatePem);

function xmlsecVerify(file: string, idAttr: string): { ok: boolean; output: string } {
  const res = spawnSync('xmlsec1', ['--verify', '--id-attr:Id', idAttr, '--trusted-pem', certFile, file], { encoding: 'utf8' });
  return { ok: res.status === 0, output: res.stderr };
}

const emittedAt = new Date('2026-03-10T22:15:00Z');
const since = new Date('2026-03-10T21:40:00Z');
const emitted: SignedNfce[] = variedSales().map((sale, i) =>
  emitNfce(
    {
      business: i % 2 === 0 ? simplesBusiness : normalBusiness,
      sale,
      serie: 890 + (i % 3),
      nNF: 1000 + i,
      cNF: String(48213957 + i * 7919).padStart(8, '0'),
      emittedAt: new Date(emittedAt.getTime() + i * 60_000),
      contingency: i === 19 ? null : { since, reason: 'Sem comunicação com a SEFAZ no momento da venda' },
      verProc: 'BalcaoPDV 0.1.0',
    },
    cert,
  ),
);

describe('NFC-e XML of 20 varied sales', () => {
  it('every document validates against nfe_v4.00.xsd with xmllint', async () => {
    const documents = emitted.map((e, i) => ({ fileName: `nfce-${i}.xml`, contents: `<?xml version="1.0" encoding="UTF-8"?>${e.xml}` }));
    const res = await validateAgainstXsd('nfe_v4.00.xsd', documents);
    expect(res.output.match(/ validates/g)?.length, res.output).toBe(20);
    expect(res.ok, res.output).toBe(true);
  });

  it('a document off the schema fails, the field and the line named, and a good one beside it still validates', async () => {
    const bad = emitted[2]!.xml.replace('<mod>65</mod>', '<mod>66</mod>');
    const res = await validateAgainstXsd('nfe_v4.00.xsd', [
      { fileName: 'good.xml', contents: emitted[1]!.xml },
      { fileName: 'bad.xml', contents: bad },
      { fileName: 'broken.xml', contents: emitted[1]!.xml.slice(0, 200) },
    ]);
    expect(res.ok).toBe(false);
    expect(res.output).toMatch(/^good\.xml validates$/m);
    expect(res.errors).toMatch(/^bad\.xml:\d+: Schemas validity error : Element '\{http:\/\/www\.portalfiscal\.inf\.br\/nfe\}mod': .*'66'/m);
    expect(res.errors).toMatch(/^broken\.xml:\d+: parser error : /m);
    expect(res.output).toMatch(/^bad\.xml fails to validate$/m);
  });

  it('every signature verifies with xmlsec1 given only the certificate, and a changed total does not', () => {
    for (const [i, e] of emitted.entries()) {
      const file = path.join(dir, `sig-${i}.xml`);
      writeFileSync(file, e.xml);
      const res = xmlsecVerify(file, 'infNFe');
      expect(res.ok, `sale ${i}: ${res.output}`).toBe(true);
    }
    const tampered = emitted[3]!.xml.replace(/<vNF>([0-9.]+)<\/vNF>/, '<vNF>0.01</vNF>');
    const file = path.join(dir, 'tampered.xml');
    writeFileSync(file, tampered);
    expect(xmlsecVerify(file, 'infNFe').ok).toBe(false);
  });

  it('the fast canonical signer gives byte for byte what xml-crypto gives', () => {
    for (const e of emitted) {
      const unsigned = e.built.xml;
      expect(signCanonical(unsigned, 'infNFe', cert)).toBe(signXml(unsigned, 'infNFe', cert));
    }
    const ev = buildCancelEvent({ key: emitted[0]!.built.key, tpAmb: '2', nProt: '135260000012345', reason: 'Cliente desistiu da compra', at: emittedAt, timeZone: 'America/Sao_Paulo' });
    expect(signCanonical(ev.xml, 'infEvento', cert)).toBe(signXml(ev.xml, 'infEvento', cert));
    expect(() => signCanonical('<NFe xmlns="x">\n<infNFe Id="a"></infNFe></NFe>', 'infNFe', cert)).toThrow();
  });

  it('carries the contingency data, the totals and the offline QR code the consumer sees', () => {
    const sizes = new Set(emitted.map((e) => e.built.lines.length));
    expect(Math.min(...sizes)).toBe(1);
    expect(Math.max(...sizes)).toBe(50);
    expect(emitted.some((e) => e.built.totals.vTroco > 0)).toBe(true);
    expect(emitted.some((e) => e.built.totals.vDesc > 0)).toBe(true);
    expect(emitted.some((e) => e.built.totals.vOutro > 0)).toBe(true);
    expect(new Set(emitted.flatMap((e) => e.built.payments.map((p) => p.tPag))).size).toBeGreaterThanOrEqual(6);
    for (const e of emitted) {
      expect(isValidAccessKey(e.built.key)).toBe(true);
      const { vProd, vDesc, vOutro, vNF, vTroco } = e.built.totals;
      expect(vNF).toBe(vProd - vDesc + vOutro);
      expect(e.built.payments.reduce((a, p) => a + p.vPag, 0) - vTroco).toBe(vNF);
      if (e.built.tpEmis === 9) {
        expect(e.xml).toContain('<tpEmis>9</tpEmis><cDV>');
        expect(e.xml).toMatch(/<dhCont>2026-03-10T18:40:00-03:00<\/dhCont><xJust>Sem comunicação com a SEFAZ no momento da venda<\/xJust>/);
        // The QR's digVal is the signature's DigestValue in hex: the printed receipt proves the signed XML.
        const hex = Buffer.from(e.digestValue, 'ascii').toString('hex');
        expect(e.qrCode).toContain(`|${hex}|1|`);
      } else {
        expect(e.qrCode).toMatch(/\?p=[0-9]{44}\|2\|2\|1\|[0-9A-F]{40}$/);
      }
    }
    // Homologation rule 373: the first item carries the fixed text.
    expect(emitted[0]!.xml).toContain('<xProd>NOTA FISCAL EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL</xProd>');
    // hashCSRT when the software house registered a CSRT.
    expect(emitted[1]!.xml).toMatch(/<idCSRT>01<\/idCSRT><hashCSRT>[A-Za-z0-9+/=]{28}<\/hashCSRT>/);
  });
});

describe('cancel events', () => {
  it('110111 and 110112 validate against their envEvento schemas and their signatures verify', async () => {
    const authorized = emitted[19]!.built.key;
    const contingency = emitted[0]!.built.key;
    const cancel = signCancelEvent(
      { key: contingency, tpAmb: '2', nProt: '135260000012345', reason: 'Cliente desistiu da compra no balcão', at: emittedAt, timeZone: 'America/Sao_Paulo' },
      cert,
    );
    const subst = signSubstitutionCancelEvent(
      {
        key: authorized,
        tpAmb: '2',
        nProt: '143260000654321',
        reason: 'Venda coberta pela NFC-e emitida em contingência',
        at: emittedAt,
        timeZone: 'America/Sao_Paulo',
        substituteKey: contingency,
        verAplic: 'BalcaoPDV 0.1.0',
      },
      cert,
    );
    expect(cancel.id).toMatch(/^ID110111[0-9]{44}01$/);
    expect(subst.xml).toContain(`<chNFeRef>${contingency}</chNFeRef>`);
    const f1 = path.join(dir, 'cancel.xml');
    const f2 = path.join(dir, 'subst.xml');
    writeFileSync(f1, envEvento('1', [cancel.xml]));
    writeFileSync(f2, envEvento('2', [subst.xml]));
    const lintCancel = await validateAgainstXsd('envEventoCancNFe_v1.00.xsd', [{ fileName: 'cancel.xml', contents: readFileSync(f1, 'utf8') }]);
    expect(lintCancel.ok, lintCancel.output).toBe(true);
    const lintSubst = await validateAgainstXsd('envEventoCancSubst_v1.00.xsd', [{ fileName: 'subst.xml', contents: readFileSync(f2, 'utf8') }]);
    expect(lintSubst.ok, lintSubst.output).toBe(true);
    expect(xmlsecVerify(f1, 'infEvento').ok).toBe(true);
    expect(xmlsecVerify(f2, 'infEvento').ok).toBe(true);
  });

  it('refuses a justification shorter than 15 characters, in Portuguese', () => {
    expect(() =>
      signCancelEvent({ key: emitted[19]!.built.key, tpAmb: '2', nProt: '135260000012345', reason: 'erro', at: emittedAt, timeZone: 'America/Sao_Paulo' }, cert),
    ).toThrow('A justificativa deve ter entre 15 e 255 caracteres');
  });
});

describe('certificate', () => {
  it('refuses a wrong .pfx password with a message the cashier understands', () => {
    expect(() => openPfx(testCert.pfx, 'senha-errada')).toThrow('Senha do certificado digital incorreta ou arquivo .pfx inválido');
  });
  it('reads the CNPJ and validity of the A1 certificate', () => {
    expect(cert.cnpj).toBe('11222333000181');
    expect(cert.notAfter.getTime()).toBeGreaterThan(Date.now());
    expect(execFileSync('openssl', ['x509', '-noout', '-subject'], { input: testCert.certificatePem, encoding: 'utf8' })).toContain('11222333000181');
  });
});
