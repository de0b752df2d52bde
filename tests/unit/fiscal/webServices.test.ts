// The web-service tables of the NFC-e (65) and the NF-e (55): every state reaches its authorizer's six services in
// both environments, over HTTPS, the states without their own SVRS's (and MA SVAN's for the NF-e); an override base
// URL (the simulator) replaces the whole table.
import { describe, expect, it } from 'vitest';
import { UFS } from '../../../src-shared/fiscal/states.js';
import { endpointsAt, NFCE_AUTHORIZER, NFE_AUTHORIZER, nfceEndpoints, SEFAZ_SERVICES, sefazAuthorizer, sefazEndpoints } from '../../../src-shared/fiscal/webServices.js';

describe('NFC-e web services per state', () => {
  it('gives every state six HTTPS services in homologation and production, different hosts', () => {
    for (const uf of UFS) {
      const hom = nfceEndpoints(uf, 'homologation');
      const prod = nfceEndpoints(uf, 'production');
      for (const service of SEFAZ_SERVICES) {
        expect(hom[service], `${uf} ${service}`).toMatch(/^https:\/\/[a-z0-9.-]+\.gov\.br\//);
        expect(prod[service], `${uf} ${service}`).toMatch(/^https:\/\/[a-z0-9.-]+\.gov\.br\//);
        expect(new URL(hom[service]).host).not.toBe(new URL(prod[service]).host);
      }
    }
  });

  it('sends the states without their own NFC-e authorizer to SVRS', () => {
    expect(nfceEndpoints('RJ', 'homologation').NFeAutorizacao4).toBe('https://nfce-homologacao.svrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx');
    expect(nfceEndpoints('BA', 'production').NFeConsultaProtocolo4).toBe('https://nfce.svrs.rs.gov.br/ws/NfeConsulta/NfeConsulta4.asmx');
    const svrs = UFS.filter((uf) => NFCE_AUTHORIZER[uf] === 'SVRS');
    expect(svrs).toEqual(expect.arrayContaining(['AC', 'AL', 'AP', 'BA', 'DF', 'ES', 'MA', 'PA', 'PB', 'PE', 'PI', 'RJ', 'RN', 'RO', 'RR', 'SC', 'SE', 'TO']));
    expect(svrs).not.toContain('SP');
    // CE's NFC-e moved to SVRS in May 2025.
    expect(NFCE_AUTHORIZER.CE).toBe('SVRS');
  });

  it('matches the addresses of the reference notes for SP, MG, PR and RS', () => {
    expect(nfceEndpoints('SP', 'homologation').NFeAutorizacao4).toBe('https://homologacao.nfce.fazenda.sp.gov.br/ws/NFeAutorizacao4.asmx');
    expect(nfceEndpoints('MG', 'homologation').NFeAutorizacao4).toBe('https://hnfce.fazenda.mg.gov.br/nfce/services/NFeAutorizacao4');
    expect(nfceEndpoints('PR', 'homologation').NFeAutorizacao4).toBe('https://homologacao.nfce.sefa.pr.gov.br/nfce/NFeAutorizacao4');
    expect(nfceEndpoints('RS', 'homologation').NFeAutorizacao4).toBe('https://nfce-homologacao.sefazrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx');
  });

  it('lets an override URL (the simulator) serve every service at <base>/<service>', () => {
    const at = nfceEndpoints('SP', 'production', 'http://127.0.0.1:3399/ws/');
    expect(at).toEqual(endpointsAt('http://127.0.0.1:3399/ws'));
    expect(at.NFeStatusServico4).toBe('http://127.0.0.1:3399/ws/NFeStatusServico4');
  });
});

describe('NF-e (model 55) web services per state', () => {
  it('resolves every state for both models and both environments: six HTTPS services, different hosts per environment', () => {
    for (const model of ['55', '65'] as const) {
      for (const uf of UFS) {
        const hom = sefazEndpoints(model, uf, 'homologation');
        const prod = sefazEndpoints(model, uf, 'production');
        for (const service of SEFAZ_SERVICES) {
          expect(hom[service], `${model} ${uf} ${service}`).toMatch(/^https:\/\/[a-z0-9.-]+\.gov\.br\//);
          expect(prod[service], `${model} ${uf} ${service}`).toMatch(/^https:\/\/[a-z0-9.-]+\.gov\.br\//);
          expect(new URL(hom[service]).host).not.toBe(new URL(prod[service]).host);
        }
      }
    }
  });

  it("the NF-e has its own hosts, not the NFC-e's (GO serves both models at one address)", () => {
    for (const uf of UFS.filter((u) => u !== 'GO')) {
      expect(sefazEndpoints('55', uf, 'production').NFeAutorizacao4, uf).not.toBe(sefazEndpoints('65', uf, 'production').NFeAutorizacao4);
    }
  });

  it('sends MA to SVAN, the states without their own to SVRS, and the ten with their own to theirs', () => {
    expect(NFE_AUTHORIZER.MA).toBe('SVAN');
    expect(sefazEndpoints('55', 'MA', 'homologation').NFeAutorizacao4).toBe('https://hom.sefazvirtual.fazenda.gov.br/NFeAutorizacao4/NFeAutorizacao4.asmx');
    expect(sefazEndpoints('55', 'MA', 'production').NFeRecepcaoEvento4).toBe('https://www.sefazvirtual.fazenda.gov.br/NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx');
    const own = UFS.filter((uf) => NFE_AUTHORIZER[uf] === uf).sort();
    expect(own).toEqual(['AM', 'BA', 'GO', 'MG', 'MS', 'MT', 'PE', 'PR', 'RS', 'SP']);
    expect(UFS.filter((uf) => NFE_AUTHORIZER[uf] === 'SVRS').sort()).toEqual(
      ['AC', 'AL', 'AP', 'CE', 'DF', 'ES', 'PA', 'PB', 'PI', 'RJ', 'RN', 'RO', 'RR', 'SC', 'SE', 'TO'],
    );
    expect(sefazAuthorizer('55', 'BA')).toBe('BA');
    expect(sefazAuthorizer('65', 'BA')).toBe('SVRS');
  });

  it("matches the Relação de Web Services' addresses (spot values)", () => {
    const sp = sefazEndpoints('55', 'SP', 'homologation');
    expect(sp.NFeAutorizacao4).toBe('https://homologacao.nfe.fazenda.sp.gov.br/ws/nfeautorizacao4.asmx');
    expect(sp.NFeConsultaProtocolo4).toBe('https://homologacao.nfe.fazenda.sp.gov.br/ws/nfeconsultaprotocolo4.asmx');
    expect(sefazEndpoints('55', 'SP', 'production').NFeRecepcaoEvento4).toBe('https://nfe.fazenda.sp.gov.br/ws/nferecepcaoevento4.asmx');
    expect(sefazEndpoints('55', 'MG', 'production').NFeStatusServico4).toBe('https://nfe.fazenda.mg.gov.br/nfe2/services/NFeStatusServico4');
    expect(sefazEndpoints('55', 'BA', 'production').NFeInutilizacao4).toBe('https://nfe.sefaz.ba.gov.br/webservices/NFeInutilizacao4/NFeInutilizacao4.asmx');
    expect(sefazEndpoints('55', 'PE', 'homologation').NFeRetAutorizacao4).toBe('https://nfehomolog.sefaz.pe.gov.br/nfe-service/services/NFeRetAutorizacao4');
    expect(sefazEndpoints('55', 'MT', 'production').NFeConsultaProtocolo4).toBe('https://nfe.sefaz.mt.gov.br/nfews/v2/services/NfeConsulta4');
    expect(sefazEndpoints('55', 'AM', 'homologation').NFeRecepcaoEvento4).toBe('https://homnfe.sefaz.am.gov.br/services2/services/RecepcaoEvento4');
    expect(sefazEndpoints('55', 'RJ', 'production').NFeAutorizacao4).toBe('https://nfe.svrs.rs.gov.br/ws/NfeAutorizacao/NFeAutorizacao4.asmx');
    expect(sefazEndpoints('55', 'RS', 'homologation').NFeInutilizacao4).toBe('https://nfe-homologacao.sefazrs.rs.gov.br/ws/nfeinutilizacao/nfeinutilizacao4.asmx');
    expect(sefazEndpoints('55', 'PR', 'production').NFeAutorizacao4).toBe('https://nfe.sefa.pr.gov.br/nfe/NFeAutorizacao4');
  });

  it('an override URL (the simulator, an SVC) serves both models', () => {
    expect(sefazEndpoints('55', 'BA', 'production', 'http://127.0.0.1:3399/ws')).toEqual(endpointsAt('http://127.0.0.1:3399/ws'));
  });
});
