// SOAP 1.2 envelopes of the NF-e 4.00 web services (nfce-contingency.md §5) and the little XML reading the server
// and the simulator need, over @xmldom/xmldom.
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';

export const WSDL = {
  autorizacao: 'http://www.portalfiscal.inf.br/nfe/wsdl/NFeAutorizacao4',
  retAutorizacao: 'http://www.portalfiscal.inf.br/nfe/wsdl/NFeRetAutorizacao4',
  evento: 'http://www.portalfiscal.inf.br/nfe/wsdl/NFeRecepcaoEvento4',
  consulta: 'http://www.portalfiscal.inf.br/nfe/wsdl/NFeConsultaProtocolo4',
  inutilizacao: 'http://www.portalfiscal.inf.br/nfe/wsdl/NFeInutilizacao4',
  statusServico: 'http://www.portalfiscal.inf.br/nfe/wsdl/NFeStatusServico4',
} as const;

/**
 * Each service's WSDL namespace (the nfeDadosMsg's xmlns) and operation, as the services' WSDLs name them (Portal
 * da NF-e, MOC 7.0 §3; sped-nfe wsnfe_4.00_mod65.xml): SOAP 1.2, the action in the Content-Type is
 * `<namespace>/<operation>`.
 */
export const SOAP_OPERATIONS = {
  NFeAutorizacao4: { wsdl: WSDL.autorizacao, method: 'nfeAutorizacaoLote' },
  NFeRetAutorizacao4: { wsdl: WSDL.retAutorizacao, method: 'nfeRetAutorizacaoLote' },
  NFeConsultaProtocolo4: { wsdl: WSDL.consulta, method: 'nfeConsultaNF' },
  NFeStatusServico4: { wsdl: WSDL.statusServico, method: 'nfeStatusServicoNF' },
  NFeRecepcaoEvento4: { wsdl: WSDL.evento, method: 'nfeRecepcaoEvento' },
  NFeInutilizacao4: { wsdl: WSDL.inutilizacao, method: 'nfeInutilizacaoNF' },
} as const;

export const SOAP12_NS = 'http://www.w3.org/2003/05/soap-envelope';

/** The Content-Type of a SOAP 1.2 call of `service`. */
export function soapContentType(service: keyof typeof SOAP_OPERATIONS): string {
  const op = SOAP_OPERATIONS[service];
  return `application/soap+xml; charset=utf-8; action="${op.wsdl}/${op.method}"`;
}

export function soapEnvelope(wsdl: string, bodyXml: string, element: 'nfeDadosMsg' | 'nfeResultMsg' = 'nfeDadosMsg'): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<soap:Envelope xmlns:soap="${SOAP12_NS}"><soap:Body>` +
    `<${element} xmlns="${wsdl}">${bodyXml}</${element}>` +
    '</soap:Body></soap:Envelope>'
  );
}

export function parseXml(xml: string): Document {
  return new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
}

export function first(node: Document | Element, localName: string): Element | null {
  const list = node.getElementsByTagNameNS('*', localName);
  return list.length > 0 ? (list.item(0) as Element) : null;
}

export function textOf(node: Document | Element, localName: string): string | null {
  return first(node, localName)?.textContent ?? null;
}

/** The raw text of the first `<name …>…</name>` element, as sent (signatures digest exact bytes). */
export function rawElement(xml: string, name: string): string | null {
  const start = xml.search(new RegExp(`<${name}[\\s>]`));
  if (start < 0) return null;
  const close = `</${name}>`;
  const end = xml.indexOf(close, start);
  return end < 0 ? null : xml.slice(start, end + close.length);
}

export function allRaw(xml: string, name: string): string[] {
  const out: string[] = [];
  let rest = xml;
  for (;;) {
    const el = rawElement(rest, name);
    if (!el) return out;
    out.push(el);
    rest = rest.slice(rest.indexOf(el) + el.length);
  }
}
