// The SOAP 1.2 envelope and the little XML reading of src-shared/fiscal/soap.ts, as the NF-e 4.00 web services
// expect them (docs/reference/nfce/nfce-contingency.md §5): the action in the Content-Type, the envelope's bytes, and
// the raw elements taken out as sent (a signature digests those exact bytes).
import { describe, expect, it } from 'vitest';
import { allRaw, first, parseXml, rawElement, soapContentType, soapEnvelope, textOf, WSDL } from '../../../src-shared/fiscal/soap.js';

describe('the envelope', () => {
  it('names the action as namespace/operation in a SOAP 1.2 Content-Type', () => {
    expect(soapContentType('NFeAutorizacao4')).toBe('application/soap+xml; charset=utf-8; action="http://www.portalfiscal.inf.br/nfe/wsdl/NFeAutorizacao4/nfeAutorizacaoLote"');
    expect(soapContentType('NFeStatusServico4')).toBe('application/soap+xml; charset=utf-8; action="http://www.portalfiscal.inf.br/nfe/wsdl/NFeStatusServico4/nfeStatusServicoNF"');
  });

  it('wraps the body in nfeDadosMsg (or nfeResultMsg) of the service namespace', () => {
    expect(soapEnvelope(WSDL.consulta, '<consSitNFe/>')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body>' +
        '<nfeDadosMsg xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/NFeConsultaProtocolo4"><consSitNFe/></nfeDadosMsg></soap:Body></soap:Envelope>',
    );
    expect(soapEnvelope(WSDL.evento, '<x/>', 'nfeResultMsg')).toContain('<nfeResultMsg xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/NFeRecepcaoEvento4"><x/></nfeResultMsg>');
  });
});

describe('reading', () => {
  const xml = '<retEnviNFe xmlns="http://www.portalfiscal.inf.br/nfe"><cStat>104</cStat><protNFe><infProt><cStat>100</cStat><nProt>135</nProt></infProt></protNFe></retEnviNFe>';

  it('finds the first element of a name in any namespace, and its text; null when there is none', () => {
    const doc = parseXml(xml);
    expect(textOf(doc, 'cStat')).toBe('104');
    expect(textOf(first(doc, 'infProt')!, 'cStat')).toBe('100');
    expect(first(doc, 'xMotivo')).toBeNull();
    expect(textOf(doc, 'xMotivo')).toBeNull();
  });

  it('takes an element out as sent, attributes and all; not a longer name that starts the same; null when absent or unclosed', () => {
    const signed = '<NFe><infNFe Id="NFe1" versao="4.00"><ide/></infNFe><infNFeSupl><qrCode>q</qrCode></infNFeSupl></NFe>';
    expect(rawElement(signed, 'infNFe')).toBe('<infNFe Id="NFe1" versao="4.00"><ide/></infNFe>');
    expect(rawElement(signed, 'infNFeSupl')).toBe('<infNFeSupl><qrCode>q</qrCode></infNFeSupl>');
    expect(rawElement('<a><infNFeSupl>x</infNFeSupl></a>', 'infNFe')).toBeNull();
    expect(rawElement('<a><b>open', 'b')).toBeNull();
    expect(rawElement('<b>x</b>', 'b')).toBe('<b>x</b>');
  });

  it('takes every element of a name, in order, each once', () => {
    expect(allRaw('<lote><NFe>1</NFe><x/><NFe>2</NFe><NFe>3</NFe></lote>', 'NFe')).toEqual(['<NFe>1</NFe>', '<NFe>2</NFe>', '<NFe>3</NFe>']);
    expect(allRaw('<NFe>a</NFe><NFe>a</NFe>', 'NFe')).toEqual(['<NFe>a</NFe>', '<NFe>a</NFe>']);
    expect(allRaw('<lote/>', 'NFe')).toEqual([]);
  });
});
