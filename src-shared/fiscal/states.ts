// States (UF): IBGE codes and the NFC-e QR code / "consulta por chave" URLs per environment.
// URLs from docs/reference/nfce/nfce-contingency.md §3.4 (sped-nfe tables, 2025). ENCAT's list changes,
// so a business's fiscal config may override both URLs; a UF missing here must be configured (a wrong URL is
// rejection 395).

export const UF_CODES = {
  RO: '11', AC: '12', AM: '13', RR: '14', PA: '15', AP: '16', TO: '17', MA: '21', PI: '22', CE: '23', RN: '24',
  PB: '25', PE: '26', AL: '27', SE: '28', BA: '29', MG: '31', ES: '32', RJ: '33', SP: '35', PR: '41', SC: '42',
  RS: '43', MS: '50', MT: '51', GO: '52', DF: '53',
} as const;
export type Uf = keyof typeof UF_CODES;
export const UFS = Object.keys(UF_CODES) as Uf[];

export type Environment = 'production' | 'homologation';
/** tpAmb: 1 production, 2 homologation. */
export const TP_AMB: Record<Environment, '1' | '2'> = { production: '1', homologation: '2' };

export interface NfceUrls {
  /** QR code base URL; `?p=` is appended. */
  qrCode: string;
  /** "Consulte pela Chave de Acesso em" URL (infNFeSupl/urlChave). */
  urlChave: string;
}

export const NFCE_URLS: Partial<Record<Uf, Record<Environment, NfceUrls>>> = {
  SP: {
    homologation: {
      qrCode: 'https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode',
      urlChave: 'https://www.homologacao.nfce.fazenda.sp.gov.br/NFCeConsultaPublica',
    },
    production: {
      qrCode: 'https://www.nfce.fazenda.sp.gov.br/qrcode',
      urlChave: 'https://www.nfce.fazenda.sp.gov.br/NFCeConsultaPublica',
    },
  },
  MG: {
    homologation: {
      qrCode: 'https://portalsped.fazenda.mg.gov.br/portalnfce/sistema/qrcode.xhtml',
      urlChave: 'https://hportalsped.fazenda.mg.gov.br/portalnfce',
    },
    production: {
      qrCode: 'https://portalsped.fazenda.mg.gov.br/portalnfce/sistema/qrcode.xhtml',
      urlChave: 'https://portalsped.fazenda.mg.gov.br/portalnfce',
    },
  },
  RJ: {
    homologation: { qrCode: 'http://www4.fazenda.rj.gov.br/consultaNFCe/QRCode', urlChave: 'www.fazenda.rj.gov.br/nfce/consulta' },
    production: { qrCode: 'https://consultadfe.fazenda.rj.gov.br/consultaNFCe/QRCode', urlChave: 'www.fazenda.rj.gov.br/nfce/consulta' },
  },
  PR: {
    homologation: { qrCode: 'http://www.fazenda.pr.gov.br/nfce/qrcode', urlChave: 'http://www.fazenda.pr.gov.br/nfce/consulta' },
    production: { qrCode: 'http://www.fazenda.pr.gov.br/nfce/qrcode', urlChave: 'http://www.fazenda.pr.gov.br/nfce/consulta' },
  },
  RS: {
    homologation: { qrCode: 'https://www.sefaz.rs.gov.br/NFCE/NFCE-COM.aspx', urlChave: 'www.sefaz.rs.gov.br/nfce/consulta' },
    production: { qrCode: 'https://www.sefaz.rs.gov.br/NFCE/NFCE-COM.aspx', urlChave: 'www.sefaz.rs.gov.br/nfce/consulta' },
  },
};

/** The URLs to use: the business's override first, then the table. */
export function nfceUrls(uf: Uf, environment: Environment, override?: Partial<NfceUrls>): NfceUrls {
  const table = NFCE_URLS[uf]?.[environment];
  const qrCode = override?.qrCode ?? table?.qrCode;
  const urlChave = override?.urlChave ?? table?.urlChave;
  if (!qrCode || !urlChave) throw new Error(`no NFC-e QR/consulta URL known for ${uf} (${environment}); set it in the fiscal config`);
  return { qrCode, urlChave };
}
