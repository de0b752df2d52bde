// The NFC-e web-service table: every state reaches its authorizer's six services in both environments, over
// HTTPS, the SVRS states SVRS's; an override base URL (the simulator) replaces the whole table.
import { describe, expect, it } from 'vitest';
import { UFS } from '../../../src-shared/fiscal/states.js';
import { endpointsAt, NFCE_AUTHORIZER, nfceEndpoints, SEFAZ_SERVICES } from '../../../src-shared/fiscal/webServices.js';

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
