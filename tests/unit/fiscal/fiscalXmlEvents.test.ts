// The cancellation events (events.ts) for known inputs, written out by hand from the event schemas in
// resources/nfce/xsd: leiauteEventoCancNFe_v1.00.xsd (110111: descEvento "Cancelamento", nProt, xJust) and
// leiauteEventoCancSubst_v1.00.xsd (110112: descEvento "Cancelamento por substituicao", cOrgaoAutor, tpAutor 1,
// verAplic, nProt, xJust, chNFeRef); the Id is "ID" + tpEvento + key + nSeqEvento in two digits.
import { describe, expect, it } from 'vitest';
import { buildCancelEvent, buildSubstitutionCancelEvent, envEvento, EVENT_CANCEL, EVENT_CANCEL_SUBSTITUTION } from '../../../src-shared/fiscal/events.js';
import { fiscalMessages } from '../../../src-shared/i18n/fiscal.js';

// An authorized NFC-e of São Paulo (tpEmis 1) and one of Rio Grande do Sul in contingency (tpEmis 9); check digits
// by the mod-11 rule (nfce-contingency.md §1).
const spKey = '35260311222333000181650010000001231482139574';
const rsKey = '43260311222333000181650070000000459301508472';
const rsContingencyKey = '43260311222333000181650080000000469301508476';
const at = new Date('2026-03-10T22:45:30Z');
const ns = 'http://www.portalfiscal.inf.br/nfe';

describe('110111 cancel', () => {
  it('writes infEvento in the schema order with the state, the emitter and the key taken from the key', () => {
    const ev = buildCancelEvent({ key: spKey, tpAmb: '1', nProt: '135260000012345', reason: ' Cliente  desistiu da compra ', at, timeZone: 'America/Sao_Paulo' });
    expect(EVENT_CANCEL).toBe('110111');
    expect(ev.id).toBe(`ID110111${spKey}01`);
    expect(ev.tpEvento).toBe('110111');
    expect(ev.key).toBe(spKey);
    expect(ev.xml).toBe(
      `<evento xmlns="${ns}" versao="1.00"><infEvento Id="ID110111${spKey}01"><cOrgao>35</cOrgao><tpAmb>1</tpAmb>` +
        `<CNPJ>11222333000181</CNPJ><chNFe>${spKey}</chNFe><dhEvento>2026-03-10T19:45:30-03:00</dhEvento><tpEvento>110111</tpEvento>` +
        '<nSeqEvento>1</nSeqEvento><verEvento>1.00</verEvento><detEvento versao="1.00"><descEvento>Cancelamento</descEvento>' +
        '<nProt>135260000012345</nProt><xJust>Cliente desistiu da compra</xJust></detEvento></infEvento></evento>',
    );
  });

  it('takes nSeqEvento when given (two digits in the Id), in the local time of the given zone', () => {
    const ev = buildCancelEvent({ key: rsKey, tpAmb: '2', nProt: '143260000654321', reason: 'Lançamento em duplicidade', at, timeZone: 'America/Manaus', seq: 3 });
    expect(ev.id).toBe(`ID110111${rsKey}03`);
    expect(ev.xml).toContain(`<infEvento Id="ID110111${rsKey}03"><cOrgao>43</cOrgao><tpAmb>2</tpAmb>`);
    expect(ev.xml).toContain('<dhEvento>2026-03-10T18:45:30-04:00</dhEvento><tpEvento>110111</tpEvento><nSeqEvento>3</nSeqEvento>');
    expect(buildCancelEvent({ key: rsKey, tpAmb: '2', nProt: '143260000654321', reason: 'Lançamento em duplicidade', at, timeZone: 'America/Sao_Paulo', seq: 12 }).id).toBe(`ID110111${rsKey}12`);
  });

  it('refuses a protocol that is not 15 digits and a short justification', () => {
    const base = { key: spKey, tpAmb: '1' as const, reason: 'Cliente desistiu da compra', at, timeZone: 'America/Sao_Paulo' };
    for (const nProt of ['13526000001234', '1352600000123456', '13526000001234x', 'x35260000012345', '']) {
      expect(() => buildCancelEvent({ ...base, nProt })).toThrow('nProt must have 15 digits');
    }
    expect(() => buildCancelEvent({ ...base, nProt: '135260000012345', reason: 'desisti' })).toThrow(fiscalMessages.errors.justificationLength);
  });
});

describe('110112 cancel by substitution', () => {
  const input = {
    key: rsKey,
    tpAmb: '2' as const,
    nProt: '143260000654321',
    reason: 'Venda coberta pela NFC-e emitida em contingência',
    at,
    timeZone: 'America/Sao_Paulo',
    substituteKey: rsContingencyKey,
    verAplic: 'BalcaoPDV 0.1.0',
  };

  it('writes detEvento with the author state, tpAutor 1, verAplic, the protocol, the reason and the substitute key', () => {
    const ev = buildSubstitutionCancelEvent(input);
    expect(EVENT_CANCEL_SUBSTITUTION).toBe('110112');
    expect(ev.id).toBe(`ID110112${rsKey}01`);
    expect(ev.tpEvento).toBe('110112');
    expect(ev.xml).toBe(
      `<evento xmlns="${ns}" versao="1.00"><infEvento Id="ID110112${rsKey}01"><cOrgao>43</cOrgao><tpAmb>2</tpAmb>` +
        `<CNPJ>11222333000181</CNPJ><chNFe>${rsKey}</chNFe><dhEvento>2026-03-10T19:45:30-03:00</dhEvento><tpEvento>110112</tpEvento>` +
        '<nSeqEvento>1</nSeqEvento><verEvento>1.00</verEvento><detEvento versao="1.00"><descEvento>Cancelamento por substituicao</descEvento>' +
        '<cOrgaoAutor>43</cOrgaoAutor><tpAutor>1</tpAutor><verAplic>BalcaoPDV 0.1.0</verAplic><nProt>143260000654321</nProt>' +
        `<xJust>Venda coberta pela NFC-e emitida em contingência</xJust><chNFeRef>${rsContingencyKey}</chNFeRef></detEvento></infEvento></evento>`,
    );
  });

  it('cuts verAplic at 20 characters and refuses a bad protocol or a short reason', () => {
    expect(buildSubstitutionCancelEvent({ ...input, verAplic: 'BalcaoPDV 0.1.0-beta.77' }).xml).toContain('<verAplic>BalcaoPDV 0.1.0-beta</verAplic>');
    expect(() => buildSubstitutionCancelEvent({ ...input, nProt: '14326000065432' })).toThrow('nProt must have 15 digits');
    expect(() => buildSubstitutionCancelEvent({ ...input, nProt: '143260000654321 ' })).toThrow('nProt must have 15 digits');
    expect(() => buildSubstitutionCancelEvent({ ...input, nProt: ' 143260000654321' })).toThrow('nProt must have 15 digits');
    expect(() => buildSubstitutionCancelEvent({ ...input, reason: 'curto' })).toThrow(fiscalMessages.errors.justificationLength);
  });
});

describe('envEvento', () => {
  it('wraps the signed events after idLote, in the order given', () => {
    expect(envEvento('202603100001', ['<evento>a</evento>', '<evento>b</evento>'])).toBe(
      `<envEvento xmlns="${ns}" versao="1.00"><idLote>202603100001</idLote><evento>a</evento><evento>b</evento></envEvento>`,
    );
  });
});
