// Where the NFC-e's QR code and its consultation address point (src-shared/fiscal/states.ts): the business's own
// address wins over the state's table field by field, and a state with neither is refused with its name, never
// printed with an empty address (a QR code the consumer cannot open).
import { describe, expect, it } from 'vitest';
import { nfceUrls } from '../../../src-shared/fiscal/states.js';

const SP_HOM = { qrCode: 'https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode', urlChave: 'https://www.homologacao.nfce.fazenda.sp.gov.br/NFCeConsultaPublica' };

describe('the NFC-e addresses', () => {
  it('the state’s table, overridden field by field', () => {
    expect(nfceUrls('SP', 'homologation')).toEqual(SP_HOM);
    expect(nfceUrls('SP', 'homologation', { qrCode: 'https://qr.example/q' })).toEqual({ qrCode: 'https://qr.example/q', urlChave: SP_HOM.urlChave });
    expect(nfceUrls('SP', 'homologation', { urlChave: 'https://qr.example/c' })).toEqual({ qrCode: SP_HOM.qrCode, urlChave: 'https://qr.example/c' });
  });

  it('a state not in the table: both addresses from the business, or refused naming the state', () => {
    expect(nfceUrls('AC', 'production', { qrCode: 'https://ac/q', urlChave: 'https://ac/c' })).toEqual({ qrCode: 'https://ac/q', urlChave: 'https://ac/c' });
    expect(() => nfceUrls('AC', 'production', { qrCode: 'https://ac/q' })).toThrow('no NFC-e QR/consulta URL known for AC (production); set it in the fiscal config');
    expect(() => nfceUrls('AC', 'homologation', { urlChave: 'https://ac/c' })).toThrow('no NFC-e QR/consulta URL known for AC (homologation); set it in the fiscal config');
  });
});
