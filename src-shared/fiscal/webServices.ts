// The SEFAZ web services of the NFC-e (model 65, layout 4.00) per state and environment: which authorizer serves
// the state (its own, or SVRS — Sefaz Virtual do RS — for the states without one) and the address of each of the
// six services the terminal and the server call.
//
// Sources: Portal da NF-e "Relação de Web Services" (https://www.nfe.fazenda.gov.br/portal/webServices.aspx, which
// lists the authorizer of each state) as transcribed by nfephp-org/sped-nfe `storage/wsnfe_4.00_mod65.xml`
// (@00e379f7, 2025) and `storage/autorizadores.json`; docs/reference/nfce/nfce-contingency.md §3.4 and §5 (its
// homologation NFeAutorizacao4 addresses of SP, MG, PR, RS and SVRS agree with the table below).
// Own NFC-e authorizers: AM, CE, GO, MG, MS, MT, PR, RS, SP; every other state (BA and SC included, whose
// NFC-e moved to SVRS) is served by SVRS. The addresses change now and then (a state moving to SVRS, a new
// host): POS_SEFAZ_NFCE_URL, or the terminal's own service URL, overrides the whole table (the homologation
// simulator in tests and demos: `<base>/<service>`).
import type { Environment, Uf } from './states.js';

export const SEFAZ_SERVICES = [
  'NFeAutorizacao4',
  'NFeRetAutorizacao4',
  'NFeConsultaProtocolo4',
  'NFeStatusServico4',
  'NFeRecepcaoEvento4',
  'NFeInutilizacao4',
] as const;
export type SefazService = (typeof SEFAZ_SERVICES)[number];
export type SefazEndpoints = Record<SefazService, string>;

export type NfceAuthorizer = 'AM' | 'CE' | 'GO' | 'MG' | 'MS' | 'MT' | 'PR' | 'RS' | 'SP' | 'SVRS';

/** Who authorizes each state's NFC-e. */
export const NFCE_AUTHORIZER: Record<Uf, NfceAuthorizer> = {
  AC: 'SVRS', AL: 'SVRS', AM: 'AM', AP: 'SVRS', BA: 'SVRS', CE: 'CE', DF: 'SVRS', ES: 'SVRS', GO: 'GO', MA: 'SVRS',
  MG: 'MG', MS: 'MS', MT: 'MT', PA: 'SVRS', PB: 'SVRS', PE: 'SVRS', PI: 'SVRS', PR: 'PR', RJ: 'SVRS', RN: 'SVRS',
  RO: 'SVRS', RR: 'SVRS', RS: 'RS', SC: 'SVRS', SE: 'SVRS', SP: 'SP', TO: 'SVRS',
};

type Paths = Record<SefazService, string>;

/** Hosts serving the same paths in both environments. */
function hosts(homologation: string, production: string, paths: Paths): Record<Environment, SefazEndpoints> {
  const at = (host: string) => Object.fromEntries(SEFAZ_SERVICES.map((s) => [s, `${host}${paths[s]}`])) as SefazEndpoints;
  return { homologation: at(homologation), production: at(production) };
}

/** The Java (Axis) layout several states share: `<base>/<Service>4`. */
const SERVICE4: Paths = {
  NFeAutorizacao4: '/NFeAutorizacao4',
  NFeRetAutorizacao4: '/NFeRetAutorizacao4',
  NFeConsultaProtocolo4: '/NFeConsultaProtocolo4',
  NFeStatusServico4: '/NFeStatusServico4',
  NFeRecepcaoEvento4: '/NFeRecepcaoEvento4',
  NFeInutilizacao4: '/NFeInutilizacao4',
};

/** The layout of AM and MT: "Nfe" spelling, NfeConsulta4 and RecepcaoEvento4. */
const NFE4: Paths = {
  NFeAutorizacao4: '/NfeAutorizacao4',
  NFeRetAutorizacao4: '/NfeRetAutorizacao4',
  NFeConsultaProtocolo4: '/NfeConsulta4',
  NFeStatusServico4: '/NfeStatusServico4',
  NFeRecepcaoEvento4: '/RecepcaoEvento4',
  NFeInutilizacao4: '/NfeInutilizacao4',
};

/** The .asmx layout of the RS environment (RS's own and SVRS). */
const RS_ASMX: Paths = {
  NFeAutorizacao4: '/ws/NfeAutorizacao/NFeAutorizacao4.asmx',
  NFeRetAutorizacao4: '/ws/NfeRetAutorizacao/NFeRetAutorizacao4.asmx',
  NFeConsultaProtocolo4: '/ws/NfeConsulta/NfeConsulta4.asmx',
  NFeStatusServico4: '/ws/NfeStatusServico/NfeStatusServico4.asmx',
  NFeRecepcaoEvento4: '/ws/recepcaoevento/recepcaoevento4.asmx',
  NFeInutilizacao4: '/ws/nfeinutilizacao/nfeinutilizacao4.asmx',
};

const SP_ASMX: Paths = {
  NFeAutorizacao4: '/ws/NFeAutorizacao4.asmx',
  NFeRetAutorizacao4: '/ws/NFeRetAutorizacao4.asmx',
  NFeConsultaProtocolo4: '/ws/NFeConsultaProtocolo4.asmx',
  NFeStatusServico4: '/ws/NFeStatusServico4.asmx',
  NFeRecepcaoEvento4: '/ws/NFeRecepcaoEvento4.asmx',
  NFeInutilizacao4: '/ws/NFeInutilizacao4.asmx',
};

export const NFCE_WEB_SERVICES: Record<NfceAuthorizer, Record<Environment, SefazEndpoints>> = {
  AM: hosts('https://homnfce.sefaz.am.gov.br/nfce-services/services', 'https://nfce.sefaz.am.gov.br/nfce-services/services', NFE4),
  CE: hosts('https://nfceh.sefaz.ce.gov.br/nfce4/services', 'https://nfce.sefaz.ce.gov.br/nfce4/services', SERVICE4),
  GO: hosts('https://homolog.sefaz.go.gov.br/nfe/services', 'https://nfe.sefaz.go.gov.br/nfe/services', SERVICE4),
  MG: hosts('https://hnfce.fazenda.mg.gov.br/nfce/services', 'https://nfce.fazenda.mg.gov.br/nfce/services', SERVICE4),
  MS: hosts('https://hom.nfce.sefaz.ms.gov.br/ws', 'https://nfce.sefaz.ms.gov.br/ws', SERVICE4),
  MT: hosts('https://homologacao.sefaz.mt.gov.br/nfcews/services', 'https://nfce.sefaz.mt.gov.br/nfcews/services', NFE4),
  PR: hosts('https://homologacao.nfce.sefa.pr.gov.br/nfce', 'https://nfce.sefa.pr.gov.br/nfce', SERVICE4),
  RS: hosts('https://nfce-homologacao.sefazrs.rs.gov.br', 'https://nfce.sefazrs.rs.gov.br', RS_ASMX),
  SP: hosts('https://homologacao.nfce.fazenda.sp.gov.br', 'https://nfce.fazenda.sp.gov.br', SP_ASMX),
  SVRS: hosts('https://nfce-homologacao.svrs.rs.gov.br', 'https://nfce.svrs.rs.gov.br', RS_ASMX),
};

/** `<base>/<service>` for every service: the simulator's layout (POS_SEFAZ_NFCE_URL, a terminal's service URL). */
export function endpointsAt(baseUrl: string): SefazEndpoints {
  const base = baseUrl.replace(/\/+$/, '');
  return Object.fromEntries(SEFAZ_SERVICES.map((s) => [s, `${base}/${s}`])) as SefazEndpoints;
}

/** The services a business of `uf` calls in `environment`; an override URL (the simulator) wins. */
export function nfceEndpoints(uf: Uf, environment: Environment, overrideUrl?: string | null): SefazEndpoints {
  if (overrideUrl) return endpointsAt(overrideUrl);
  return NFCE_WEB_SERVICES[NFCE_AUTHORIZER[uf]][environment];
}
