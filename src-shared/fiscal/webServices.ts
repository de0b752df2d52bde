// The SEFAZ web services of the NFC-e (model 65) and the NF-e (model 55), layout 4.00, per state and environment:
// which authorizer serves the state (its own, or a virtual one — SVRS, Sefaz Virtual do RS; SVAN, Sefaz Virtual
// do Ambiente Nacional — for the states without one) and the address of each of the six services the terminal and
// the server call.
//
// Sources: Portal da NF-e "Relação de Web Services" (https://www.nfe.fazenda.gov.br/portal/webServices.aspx, which
// lists the authorizer of each state) as transcribed by nfephp-org/sped-nfe `storage/wsnfe_4.00_mod65.xml`,
// `storage/wsnfe_4.00_mod55.xml` and `storage/autorizadores.json` (@3b44ec9f, June 2026);
// docs/reference/nfce/nfce-contingency.md §3.4 and §5 (its homologation NFeAutorizacao4 addresses of SP, MG, PR,
// RS and SVRS agree with the NFC-e table below).
// Own NFC-e authorizers: AM, GO, MG, MS, MT, PR, RS, SP; every other state (BA and SC included, whose NFC-e moved
// to SVRS, and CE, moved in May 2025: sped-nfe f1604e9) is served by SVRS.
// Own NF-e authorizers: AM, BA, GO, MG, MS, MT, PE, PR, RS, SP; MA is served by SVAN, every other state by SVRS.
// The addresses change now and then (a state moving to SVRS, a new host): POS_SEFAZ_NFCE_URL, or the terminal's
// own service URL, overrides the whole table (the homologation simulator in tests and demos: `<base>/<service>`;
// a contingency SVC).
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

export type NfceAuthorizer = 'AM' | 'GO' | 'MG' | 'MS' | 'MT' | 'PR' | 'RS' | 'SP' | 'SVRS';

/** Who authorizes each state's NFC-e. */
export const NFCE_AUTHORIZER: Record<Uf, NfceAuthorizer> = {
  AC: 'SVRS', AL: 'SVRS', AM: 'AM', AP: 'SVRS', BA: 'SVRS', CE: 'SVRS', DF: 'SVRS', ES: 'SVRS', GO: 'GO', MA: 'SVRS',
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

/** SP's NF-e: the same .asmx names in lower case. */
const SP_NFE_ASMX: Paths = Object.fromEntries(Object.entries(SP_ASMX).map(([s, p]) => [s, p.toLowerCase()])) as Paths;

/** BA and SVAN (the Ambiente Nacional's IIS): `<base>/<Service>4/<Service>4.asmx`. */
const FOLDER_ASMX: Paths = Object.fromEntries(SEFAZ_SERVICES.map((s) => [s, `/${s}/${s}.asmx`])) as Paths;

export const NFCE_WEB_SERVICES: Record<NfceAuthorizer, Record<Environment, SefazEndpoints>> = {
  AM: hosts('https://homnfce.sefaz.am.gov.br/nfce-services/services', 'https://nfce.sefaz.am.gov.br/nfce-services/services', NFE4),
  GO: hosts('https://homolog.sefaz.go.gov.br/nfe/services', 'https://nfe.sefaz.go.gov.br/nfe/services', SERVICE4),
  MG: hosts('https://hnfce.fazenda.mg.gov.br/nfce/services', 'https://nfce.fazenda.mg.gov.br/nfce/services', SERVICE4),
  MS: hosts('https://hom.nfce.sefaz.ms.gov.br/ws', 'https://nfce.sefaz.ms.gov.br/ws', SERVICE4),
  MT: hosts('https://homologacao.sefaz.mt.gov.br/nfcews/services', 'https://nfce.sefaz.mt.gov.br/nfcews/services', NFE4),
  PR: hosts('https://homologacao.nfce.sefa.pr.gov.br/nfce', 'https://nfce.sefa.pr.gov.br/nfce', SERVICE4),
  RS: hosts('https://nfce-homologacao.sefazrs.rs.gov.br', 'https://nfce.sefazrs.rs.gov.br', RS_ASMX),
  SP: hosts('https://homologacao.nfce.fazenda.sp.gov.br', 'https://nfce.fazenda.sp.gov.br', SP_ASMX),
  SVRS: hosts('https://nfce-homologacao.svrs.rs.gov.br', 'https://nfce.svrs.rs.gov.br', RS_ASMX),
};

export type NfeAuthorizer = 'AM' | 'BA' | 'GO' | 'MG' | 'MS' | 'MT' | 'PE' | 'PR' | 'RS' | 'SP' | 'SVAN' | 'SVRS';

/** Who authorizes each state's NF-e (model 55). */
export const NFE_AUTHORIZER: Record<Uf, NfeAuthorizer> = {
  AC: 'SVRS', AL: 'SVRS', AM: 'AM', AP: 'SVRS', BA: 'BA', CE: 'SVRS', DF: 'SVRS', ES: 'SVRS', GO: 'GO', MA: 'SVAN',
  MG: 'MG', MS: 'MS', MT: 'MT', PA: 'SVRS', PB: 'SVRS', PE: 'PE', PI: 'SVRS', PR: 'PR', RJ: 'SVRS', RN: 'SVRS',
  RO: 'SVRS', RR: 'SVRS', RS: 'RS', SC: 'SVRS', SE: 'SVRS', SP: 'SP', TO: 'SVRS',
};

export const NFE_WEB_SERVICES: Record<NfeAuthorizer, Record<Environment, SefazEndpoints>> = {
  AM: hosts('https://homnfe.sefaz.am.gov.br/services2/services', 'https://nfe.sefaz.am.gov.br/services2/services', NFE4),
  BA: hosts('https://hnfe.sefaz.ba.gov.br/webservices', 'https://nfe.sefaz.ba.gov.br/webservices', FOLDER_ASMX),
  GO: hosts('https://homolog.sefaz.go.gov.br/nfe/services', 'https://nfe.sefaz.go.gov.br/nfe/services', SERVICE4),
  MG: hosts('https://hnfe.fazenda.mg.gov.br/nfe2/services', 'https://nfe.fazenda.mg.gov.br/nfe2/services', SERVICE4),
  MS: hosts('https://hom.nfe.sefaz.ms.gov.br/ws', 'https://nfe.sefaz.ms.gov.br/ws', SERVICE4),
  MT: hosts('https://homologacao.sefaz.mt.gov.br/nfews/v2/services', 'https://nfe.sefaz.mt.gov.br/nfews/v2/services', NFE4),
  PE: hosts('https://nfehomolog.sefaz.pe.gov.br/nfe-service/services', 'https://nfe.sefaz.pe.gov.br/nfe-service/services', SERVICE4),
  PR: hosts('https://homologacao.nfe.sefa.pr.gov.br/nfe', 'https://nfe.sefa.pr.gov.br/nfe', SERVICE4),
  RS: hosts('https://nfe-homologacao.sefazrs.rs.gov.br', 'https://nfe.sefazrs.rs.gov.br', RS_ASMX),
  SP: hosts('https://homologacao.nfe.fazenda.sp.gov.br', 'https://nfe.fazenda.sp.gov.br', SP_NFE_ASMX),
  SVAN: hosts('https://hom.sefazvirtual.fazenda.gov.br', 'https://www.sefazvirtual.fazenda.gov.br', FOLDER_ASMX),
  SVRS: hosts('https://nfe-homologacao.svrs.rs.gov.br', 'https://nfe.svrs.rs.gov.br', RS_ASMX),
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

/** The services of a model's authorizer for `uf` in `environment`; an override URL (the simulator, an SVC) wins. */
export function sefazEndpoints(model: '55' | '65', uf: Uf, environment: Environment, overrideUrl?: string | null): SefazEndpoints {
  if (overrideUrl) return endpointsAt(overrideUrl);
  return model === '55' ? NFE_WEB_SERVICES[NFE_AUTHORIZER[uf]][environment] : nfceEndpoints(uf, environment);
}

/** Who a business of `uf` sends its notes of `model` to: its own SEFAZ (the UF itself), SVRS or SVAN. */
export function sefazAuthorizer(model: '55' | '65', uf: Uf): NfceAuthorizer | NfeAuthorizer {
  return model === '55' ? NFE_AUTHORIZER[uf] : NFCE_AUTHORIZER[uf];
}
