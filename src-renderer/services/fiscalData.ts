// The fiscal data the terminal hands to the NFC-e service: the business's (typed once on the settings
// screen, kept on this terminal without the CSC token) and each product's classification, its own when the
// mirror has it, else the terminal's default for the business's tax regime.
import { ProductFiscalConfig, type BusinessFiscalConfig } from '../../src-shared/fiscal/types.js';

export interface TerminalFiscal {
  cnpj: string;
  ie: string;
  /** 1 Simples Nacional, 2 Simples excesso de sublimite, 3 Regime Normal, 4 MEI. */
  crt: 1 | 2 | 3 | 4;
  legalName: string;
  tradeName: string;
  street: string;
  number: string;
  district: string;
  cityCode: string;
  cityName: string;
  uf: string;
  cep: string;
  environment: 'production' | 'homologation';
  cscId: string;
  /** Default classification of products without their own: NCM 2106.90.90 (prepared meals), CFOP 5102. */
  ncm: string;
  cfop: string;
  /** ICMS rate for the Regime Normal, basis points (1800 = 18 %). */
  icmsRateBps: number;
  /**
   * Online emission (tpEmis 1) to the state's SEFAZ (webServices.ts, by UF and environment); off, every NFC-e is
   * emitted in contingency. Absent in setups saved before it existed: on when they named a URL.
   */
  onlineEmission?: boolean;
  /** An address that overrides the state's (the homologation simulator, a contingency SVC), and the answer time limit. */
  sefazUrl?: string;
  sefazTimeoutSeconds?: string;
}

/** Whether the terminal emits online (a setup saved before the switch existed: when it named a URL). */
export function emitsOnline(f: TerminalFiscal): boolean {
  return f.onlineEmission ?? !!f.sefazUrl?.trim();
}

/** The online part of `fiscal.configure`: the state's SEFAZ unless an override is typed; undefined when off. */
export function onlineSettings(f: TerminalFiscal): { url?: string; timeoutMs: number } | undefined {
  if (!emitsOnline(f)) return undefined;
  const url = f.sefazUrl?.trim();
  const timeoutMs = Math.round((Number((f.sefazTimeoutSeconds ?? '').replace(',', '.')) || 5) * 1000);
  return { ...(url ? { url } : {}), timeoutMs };
}

export const EMPTY_FISCAL: TerminalFiscal = {
  cnpj: '',
  ie: '',
  crt: 1,
  legalName: '',
  tradeName: '',
  street: '',
  number: '',
  district: '',
  cityCode: '',
  cityName: '',
  uf: '',
  cep: '',
  environment: 'homologation',
  cscId: '',
  ncm: '21069090',
  cfop: '5102',
  icmsRateBps: 0,
};

/** The classification of a product without its own: Simples Nacional CSOSN 102, Regime Normal CST 00. */
export function defaultProductFiscal(f: TerminalFiscal | null): ProductFiscalConfig {
  const ncm = f?.ncm || EMPTY_FISCAL.ncm;
  const cfop = f?.cfop || EMPTY_FISCAL.cfop;
  if (f?.crt === 3) return { ncm, cfop, icmsCst: '00', icmsRateBps: f.icmsRateBps };
  return { ncm, cfop, csosn: '102' };
}

/** A product's own fiscal data, when the mirror carries it (`fiscal` on the product row). */
export function productFiscal(product: object | undefined): ProductFiscalConfig | null {
  const raw = product && 'fiscal' in product ? (product as { fiscal?: unknown }).fiscal : undefined;
  if (!raw) return null;
  const parsed = ProductFiscalConfig.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

const digits = (s: string) => s.replace(/\D/g, '');

/** The business's fiscal data as the NFC-e service takes it; the CSC token is typed at each save. */
export function businessFiscal(f: TerminalFiscal, cscToken: string): BusinessFiscalConfig {
  return {
    cnpj: f.cnpj.replace(/[^0-9A-Za-z]/g, '').toUpperCase(),
    ie: f.ie.toUpperCase() === 'ISENTO' ? 'ISENTO' : digits(f.ie),
    crt: f.crt,
    legalName: f.legalName.trim(),
    ...(f.tradeName.trim() ? { tradeName: f.tradeName.trim() } : {}),
    address: {
      street: f.street.trim(),
      number: f.number.trim(),
      district: f.district.trim(),
      cityCode: digits(f.cityCode),
      cityName: f.cityName.trim(),
      uf: f.uf.trim().toUpperCase(),
      ...(digits(f.cep) ? { cep: digits(f.cep) } : {}),
    },
    environment: f.environment,
    csc: { id: digits(f.cscId), token: cscToken.trim() },
  };
}
