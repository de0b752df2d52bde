// Who files: the emitter as its own notes state it (emit of the latest NFC-e: CNPJ, IE, name, address, IBGE city),
// the business row where no note exists yet. What the SPED and SINTEGRA headers need.
import { first, parseXml, textOf } from '../../src-shared/fiscal/soap.js';

export interface FilerProfile {
  cnpj: string;
  ie: string;
  name: string;
  tradeName: string;
  uf: string;
  cityCode: string;
  cityName: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  cep: string;
  phone: string;
}

export function profileFromXml(xml: string): FilerProfile | null {
  const doc = parseXml(xml);
  const emit = first(doc, 'emit');
  if (!emit) return null;
  const addr = first(emit, 'enderEmit');
  const t = (name: string) => (addr ? (textOf(addr, name) ?? '') : '');
  return {
    cnpj: textOf(emit, 'CNPJ') ?? '',
    ie: textOf(emit, 'IE') ?? '',
    name: textOf(emit, 'xNome') ?? '',
    tradeName: textOf(emit, 'xFant') ?? '',
    uf: t('UF'),
    cityCode: t('cMun'),
    cityName: t('xMun'),
    street: t('xLgr'),
    number: t('nro'),
    complement: t('xCpl'),
    district: t('xBairro'),
    cep: t('CEP'),
    phone: t('fone'),
  };
}
