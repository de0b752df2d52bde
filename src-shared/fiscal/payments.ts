// Our payment methods → NFC-e tPag (meio de pagamento), nfce-contingency.md §4.3.
import type { PaymentMethodKind } from './types.js';

export const TPAG: Record<PaymentMethodKind, string> = {
  money: '01',
  bankCheck: '02',
  creditCard: '03',
  posCredit: '03',
  debitCard: '04',
  posDebit: '04',
  // Fiado / conta do cliente: "Crédito Loja, crediário".
  pendency: '05',
  foodVoucher: '10',
  mealVoucher: '11',
  voucher: '12',
  bankSlip: '15',
  pix: '17',
  pixMachine: '17',
  transfer: '18',
  // Credit left on the comanda earlier ("Crédito em Loja – valor pago antes").
  orderPadCredit: '21',
  courtesy: '90',
  onlinePayment: '99',
  others: '99',
};

/** Card group required (rejection 391) for cards and PIX through the card machine; tpIntegra 2 = not integrated. */
export const NEEDS_CARD_GROUP = new Set(['03', '04', '17']);

/** Text of tPag 99 (xPag is mandatory then). */
export const XPAG_DEFAULT: Partial<Record<PaymentMethodKind, string>> = {
  onlinePayment: 'Pagamento online',
  others: 'Outros',
};

/** How the DANFE names the tPag. */
export const TPAG_LABELS: Record<string, string> = {
  '01': 'Dinheiro',
  '02': 'Cheque',
  '03': 'Cartão de Crédito',
  '04': 'Cartão de Débito',
  '05': 'Crédito Loja',
  '10': 'Vale Alimentação',
  '11': 'Vale Refeição',
  '12': 'Vale Presente',
  '15': 'Boleto Bancário',
  '17': 'PIX',
  '18': 'Transferência bancária',
  '21': 'Crédito em Loja',
  '90': 'Sem pagamento',
  '99': 'Outros',
};
