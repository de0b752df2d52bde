// Test data of the fiscal suites: a self-signed A1 certificate made on the spot (node-forge + Node's RSA key
// generation), demo businesses, and 20 varied paid sales.
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import type { BusinessFiscalConfig, FiscalSale, SaleItem } from '../../../src-shared/fiscal/types.js';

export const TEST_CNPJ = '11222333000181';

export interface TestCertificate {
  pfx: Uint8Array;
  password: string;
  certificatePem: string;
}

/** A certificate authority made for one test run (never committed): it issues the A1s SEFAZ's simulator trusts. */
export interface TestCa {
  certificatePem: string;
  key: forge.pki.rsa.PrivateKey;
  cert: forge.pki.Certificate;
}

function rsaKey(): forge.pki.rsa.PrivateKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
}

export function makeTestCa(name = 'AC TESTE ICP-Brasil do simulador'): TestCa {
  const key = rsaKey();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = '02' + forge.util.bytesToHex(forge.random.getBytesSync(8));
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
  const attrs = [{ name: 'countryName', value: 'BR' }, { name: 'organizationName', value: 'ICP-Brasil' }, { name: 'commonName', value: name }];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([{ name: 'basicConstraints', cA: true }, { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true }]);
  cert.sign(key, forge.md.sha256.create());
  return { certificatePem: forge.pki.certificateToPem(cert), key, cert };
}

/** The simulator's own TLS identity for 127.0.0.1 / localhost, issued by `ca`. */
export function makeServerCertificate(ca: TestCa): { key: string; cert: string } {
  const key = rsaKey();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = '03' + forge.util.bytesToHex(forge.random.getBytesSync(8));
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
  cert.setSubject([{ name: 'commonName', value: 'localhost' }]);
  cert.setIssuer(ca.cert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
    { name: 'extKeyUsage', serverAuth: true },
    { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] },
  ]);
  cert.sign(ca.key, forge.md.sha256.create());
  return { key: forge.pki.privateKeyToPem(key), cert: forge.pki.certificateToPem(cert) };
}

/** The simulator's TLS mode with a fresh CA: what startSefazSimulator's `tls` takes, and the CA (to trust, to issue A1s). */
export function makeSefazTls(): { ca: TestCa; tls: { key: string; cert: string; ca: string } } {
  const ca = makeTestCa();
  return { ca, tls: { ...makeServerCertificate(ca), ca: ca.certificatePem } };
}

export function makeTestCertificate(options: { cnpj?: string; password?: string; notAfter?: Date; issuer?: TestCa } = {}): TestCertificate {
  const cnpj = options.cnpj ?? TEST_CNPJ;
  const password = options.password ?? 'segredo-do-pfx';
  const key = rsaKey();
  const pub = forge.pki.setRsaPublicKey(key.n, key.e);
  const cert = forge.pki.createCertificate();
  cert.publicKey = pub;
  cert.serialNumber = '01' + forge.util.bytesToHex(forge.random.getBytesSync(8));
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600_000);
  cert.validity.notAfter = options.notAfter ?? new Date(Date.now() + 365 * 24 * 3600_000);
  const attrs = [
    { name: 'countryName', value: 'BR' },
    { name: 'organizationName', value: 'ICP-Brasil' },
    { name: 'commonName', value: `CANTINA TESTE LTDA:${cnpj}` },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(options.issuer ? options.issuer.cert.subject.attributes : attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyEncipherment: true },
    ...(options.issuer ? [{ name: 'extKeyUsage', clientAuth: true }] : []),
  ]);
  cert.sign(options.issuer?.key ?? key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, options.issuer ? [cert, options.issuer.cert] : [cert], password, { algorithm: '3des' });
  const der = forge.asn1.toDer(p12).getBytes();
  return { pfx: Buffer.from(der, 'binary'), password, certificatePem: forge.pki.certificateToPem(cert) };
}

export const simplesBusiness: BusinessFiscalConfig = {
  cnpj: TEST_CNPJ,
  ie: '111222333444',
  crt: 1,
  legalName: 'Cantina Teste Ltda',
  tradeName: 'Cantina Bella Napoli',
  address: {
    street: 'Rua Augusta',
    number: '1500',
    complement: 'Loja 2',
    district: 'Consolação',
    cityCode: '3550308',
    cityName: 'São Paulo',
    uf: 'SP',
    cep: '01304001',
    phone: '1133334444',
  },
  environment: 'homologation',
  csc: { id: '000001', token: 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6' },
  timeZone: 'America/Sao_Paulo',
  respTec: { cnpj: '99888777000166', contact: 'Equipe Balcao PDV', email: 'fiscal@balcaopdv.com.br', phone: '11999998888' },
};

export const normalBusiness: BusinessFiscalConfig = {
  ...simplesBusiness,
  crt: 3,
  address: { ...simplesBusiness.address, uf: 'RS', cityCode: '4314902', cityName: 'Porto Alegre', cep: '90010000' },
  respTec: {
    cnpj: '99888777000166',
    contact: 'Equipe Balcao PDV',
    email: 'fiscal@balcaopdv.com.br',
    phone: '11999998888',
    csrtId: '01',
    csrt: 'G8063VRTNDMO886SFNK5LDUDEI24XJ22YIPO',
  },
};

const menu: Omit<SaleItem, 'quantity'>[] = [
  { code: 'PIZ-01', name: 'Pizza Margherita grande', unitPrice: 6990, fiscal: { ncm: '19059090', cfop: '5102', csosn: '102', icmsCst: '00', icmsRateBps: 1800, approxTaxRateBps: 1345 } },
  { code: 'REF-02', name: 'Refrigerante lata 350ml', gtin: '7894900011517', unitPrice: 700, fiscal: { ncm: '22021000', cfop: '5405', cest: '0300700', csosn: '500', icmsCst: '60' } },
  { code: 'CHO-03', name: 'Chopp Pilsen 500 ml "da casa"', unitPrice: 1590, fiscal: { ncm: '22030000', cfop: '5405', csosn: '500', icmsCst: '60', pisCst: '04', cofinsCst: '04' } },
  { code: 'BUF-04', name: 'Buffet por quilo', unit: 'KG', unitPrice: 8990, fiscal: { ncm: '21069090', cfop: '5102', csosn: '102', icmsCst: '00', icmsRateBps: 1200, pisCst: '01', pisRateBps: 165, cofinsCst: '01', cofinsRateBps: 760 } },
  { code: 'AGU-05', name: 'Água mineral sem gás', gtin: '7896065800017', unitPrice: 450, fiscal: { ncm: '22011000', cfop: '5102', csosn: '103', icmsCst: '40' } },
  { code: 'SOB-06', name: 'Petit gâteau & sorvete', unitPrice: 2450, fiscal: { ncm: '21050010', cfop: '5102', csosn: '102', icmsCst: '41', approxTaxRateBps: 2210 } },
  { code: 'CAF-07', name: 'Café expresso', unitPrice: 600, fiscal: { ncm: '09012100', cfop: '5102', csosn: '300', icmsCst: '50', pisCst: '99', pisRateBps: 65, cofinsCst: '99', cofinsRateBps: 300 } },
];

/** A home-delivery customer: identified (787) with the address the order goes to (788). */
export const deliveryCustomer = {
  cpf: '52998224725',
  name: 'Joana Entregas',
  address: {
    street: 'Rua dos Pinheiros',
    number: '870',
    complement: 'Apto 12',
    district: 'Pinheiros',
    cityCode: '3550308',
    cityName: 'São Paulo',
    uf: 'SP',
    cep: '05422001',
    phone: '11987654321',
  },
};

const methods: FiscalSale['payments'][number]['method'][] = ['money', 'creditCard', 'debitCard', 'pix', 'mealVoucher', 'voucher', 'others', 'posCredit'];

/** 20 varied sales: 1 to 50 items, weighed items, 1-3 payment methods, discounts, service fee, change. */
export function variedSales(): FiscalSale[] {
  const sales: FiscalSale[] = [];
  const sizes = [1, 2, 3, 5, 8, 12, 50, 1, 4, 7, 20, 33, 2, 9, 15, 6, 40, 3, 11, 25];
  sizes.forEach((size, s) => {
    const items: SaleItem[] = [];
    for (let i = 0; i < size; i++) {
      const base = menu[(s + i) % menu.length]!;
      const quantity = base.unit === 'KG' ? 250 + ((s * 37 + i * 113) % 900) : 1000 * (1 + ((s + i) % 3));
      items.push({ ...base, quantity });
    }
    const gross = items.reduce((a, it) => a + Math.round((it.quantity * it.unitPrice) / 1000), 0);
    const discount = s % 3 === 1 ? Math.floor(gross * 0.07) : s % 5 === 0 ? 150 : 0;
    const serviceFee = s % 2 === 0 ? Math.round((gross - discount) * 0.1) : 0;
    const total = gross - discount + serviceFee;
    const split = 1 + (s % 3);
    const payments: FiscalSale['payments'] = [];
    let left = total;
    for (let p = 0; p < split; p++) {
      const method = methods[(s + p) % methods.length]!;
      const amount = p === split - 1 ? left : Math.floor(total / split);
      left -= amount;
      payments.push({ method, amount, ...(method === 'others' ? { description: 'Cortesia do gerente' } : {}) });
    }
    // Change: the last payment in cash rounded up to the next R$ 10 when it is money.
    const last = payments[payments.length - 1]!;
    if (s % 4 === 0) {
      last.method = 'money';
      last.amount = Math.ceil((last.amount + 1) / 1000) * 1000;
    }
    sales.push({
      groupPaymentId: `019a0000-0000-7000-8000-${String(s).padStart(12, '0')}`,
      items,
      discount,
      serviceFee,
      payments,
      consumer: s === 13 ? deliveryCustomer : s % 3 === 0 ? { cpf: '12345678909', name: 'Maria da Silva' } : s % 7 === 1 ? { cnpj: '11444777000161' } : undefined,
      note: s % 2 === 0 ? `Mesa ${s + 1} - comanda ${100 + s} <garçom: João & Cia>` : undefined,
      delivery: s === 13,
    });
  });
  return sales;
}
