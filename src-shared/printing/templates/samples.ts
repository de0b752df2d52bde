// Example data for every template: the technician's CLI prints them, the preview shows them, tests and the
// bench use them.
import type {
  CashClosingData,
  CashMovementData,
  ConferenceData,
  DanfeNfceData,
  DeliveryTicketData,
  KitchenTicketData,
  PaymentReceiptData,
  TemplateName,
  TestPageData,
} from './schemas.js';

const AT = '2025-11-21T22:42:05.000Z';

const DISHES = [
  'Picanha na chapa',
  'Feijoada completa',
  'Moqueca de peixe',
  'Parmegiana de frango',
  'Escondidinho de carne-seca',
  'Baião de dois',
  'Pastel de queijo',
  'Coxinha de frango com catupiry',
  'Caipirinha de limão',
  'Suco de maçã',
];

/** A kitchen ticket with `n` items, each with a composition and every third with a note. */
export function kitchenTicketSample(n = 5): KitchenTicketData {
  return {
    destination: 'kitchen',
    stationName: 'Cozinha principal',
    orderNumber: 1234,
    table: '12',
    waiter: 'João',
    firedAt: AT,
    items: Array.from({ length: n }, (_, i) => ({
      quantity: (i % 3) + 1,
      name: DISHES[i % DISHES.length] ?? 'Prato',
      compositions: [{ name: i % 2 ? 'Arroz à grega' : 'Farofa de açaí' }],
      notes: i % 3 === 0 ? 'Sem cebola, ponto da carne mal passado' : undefined,
    })),
    notes: 'Cliente alérgico a camarão',
  };
}

export const conferenceSample: ConferenceData = {
  businessName: 'Restaurante Sabor Caseiro',
  table: '7',
  waiter: 'Maria',
  openedAt: '2025-11-21T21:10:00.000Z',
  printedAt: AT,
  items: [
    { quantity: 2, name: 'Picanha na chapa', unitPrice: 8990, total: 17980 },
    { quantity: 1, name: 'Caipirinha de limão', unitPrice: 1800, total: 1800 },
    { quantity: 350, unit: 'kg', name: 'Buffet por quilo', unitPrice: 6990, total: 2447 },
  ],
  subtotal: 22227,
  serviceFeePercent: 10,
  serviceFee: 2223,
  discount: 0,
  total: 24450,
  occupants: 3,
};

export const paymentReceiptSample: PaymentReceiptData = {
  businessName: 'Restaurante Sabor Caseiro',
  reference: 'Mesa 7',
  paidAt: AT,
  operator: 'Ana',
  total: 24450,
  payments: [
    { method: 'Dinheiro', amount: 15000 },
    { method: 'PIX', amount: 9450, detail: 'E2E 1234567890' },
  ],
  change: 0,
};

export const cashClosingSample: CashClosingData = {
  businessName: 'Restaurante Sabor Caseiro',
  terminal: 'Caixa 01',
  operator: 'Ana',
  openedAt: '2025-11-21T12:00:00.000Z',
  closedAt: AT,
  openingBalance: 20000,
  supplies: 5000,
  bleedings: 30000,
  methods: [
    { method: 'Dinheiro', expected: 123456, counted: 123000 },
    { method: 'Cartão de crédito', expected: 250000, counted: 250000 },
    { method: 'PIX', expected: 98765, counted: 98765 },
  ],
  salesCount: 87,
  cancelledCount: 2,
};

export const cashMovementSample: CashMovementData = {
  kind: 'bleeding',
  businessName: 'Restaurante Sabor Caseiro',
  terminal: 'Caixa 01',
  operator: 'Ana',
  at: AT,
  amount: 30000,
  reason: 'Depósito no banco',
};

export const deliveryTicketSample: DeliveryTicketData = {
  businessName: 'Restaurante Sabor Caseiro',
  orderNumber: 5678,
  createdAt: AT,
  customer: { name: 'José da Conceição', phone: '(11) 98765-4321' },
  address: {
    street: 'Rua São João',
    number: '1.234',
    complement: 'apto 56',
    neighborhood: 'Vila Mariana',
    city: 'São Paulo',
    reference: 'Em frente à padaria',
    zipCode: '04101-000',
  },
  items: [
    { quantity: 1, name: 'Feijoada completa', unitPrice: 5990, total: 5990, notes: 'Sem torresmo' },
    { quantity: 2, name: 'Guaraná lata', unitPrice: 600, total: 1200 },
  ],
  subtotal: 7190,
  deliveryFee: 800,
  total: 7990,
  paymentMethod: 'Dinheiro',
  changeFor: 10000,
};

export const danfeNfceSample: DanfeNfceData = {
  issuer: {
    name: 'Sabor Caseiro Alimentação Ltda',
    tradeName: 'Restaurante Sabor Caseiro',
    cnpj: '12.345.678/0001-99',
    ie: '123.456.789.110',
    address: 'Rua das Flores, 100 - Centro - São Paulo/SP',
  },
  number: 123,
  series: 1,
  issuedAt: AT,
  items: [
    { code: '001', description: 'Picanha na chapa', quantity: 2, unit: 'UN', unitPrice: 8990, total: 17980 },
    { code: '002', description: 'Caipirinha de limão', quantity: 1, unit: 'UN', unitPrice: 1800, total: 1800 },
  ],
  totals: { items: 19780, discount: 0, surcharge: 0, total: 19780 },
  payments: [{ method: 'Dinheiro', amount: 20000 }],
  change: 220,
  approximateTaxes: 3456,
  accessKey: '35251112345678000199650010000001231000001234',
  qrPayload: 'https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode?p=35251112345678000199650010000001231000001234|2|2|1|ABCDEF0123456789',
  consultUrl: 'www.nfce.fazenda.sp.gov.br/consulta',
  contingency: true,
  environment: 'homologation',
};

export const testPageSample: TestPageData = { printerName: 'Impressora de teste', model: 'ESC_POS', size: 'large', at: AT };

export const TEMPLATE_SAMPLES: Record<TemplateName, unknown> = {
  kitchenTicket: kitchenTicketSample(5),
  conference: conferenceSample,
  paymentReceipt: paymentReceiptSample,
  cashClosing: cashClosingSample,
  cashMovement: cashMovementSample,
  deliveryTicket: deliveryTicketSample,
  danfeNfce: danfeNfceSample,
  testPage: testPageSample,
};
