// Field-level validation messages in Brazilian Portuguese for zod 4 schemas, shared by server and client:
// `schema.safeParse(data, { error: ptBRErrorMap })`.
import type { core } from 'zod';
import { formatMoney } from '../printing/format.js';
import { extraWords, paymentExtraKeys } from '../domain/paymentExtras.js';

const typeNames: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  object: 'um objeto',
  undefined: 'vazio',
  null: 'nulo',
  bigint: 'um número inteiro',
  date: 'uma data',
};

const formats: Record<string, string> = {
  email: 'um e-mail válido',
  uuid: 'um identificador (UUID) válido',
  guid: 'um identificador (UUID) válido',
  datetime: 'uma data e hora ISO com fuso',
  date: 'uma data (AAAA-MM-DD)',
  time: 'um horário (HH:MM)',
  regex: 'no formato esperado',
};

export function ptBRErrorMap(issue: core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Campo obrigatório';
      return `Deve ser ${typeNames[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? 'Não pode ficar em branco' : `Deve ter ao menos ${min} caracteres`;
      if (issue.origin === 'array') return min <= 1 ? 'Informe ao menos um item' : `Informe ao menos ${min} itens`;
      return issue.inclusive ? `Deve ser no mínimo ${min}` : `Deve ser maior que ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `Deve ter no máximo ${max} caracteres`;
      if (issue.origin === 'array') return `Informe no máximo ${max} itens`;
      return issue.inclusive ? `Deve ser no máximo ${max}` : `Deve ser menor que ${max}`;
    }
    case 'invalid_format':
      return `Deve ser ${formats[issue.format] ?? 'no formato esperado'}`;
    case 'invalid_value':
      return `Valor inválido: use ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `Campo não reconhecido: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `Deve ser múltiplo de ${String(issue.divisor)}`;
    case 'invalid_union':
      return 'Valor inválido';
    case 'custom':
      return issue.message ?? 'Valor inválido';
    default:
      return 'Valor inválido';
  }
}

/** One issue as the server answers it: the field path joined by dots and the message. */
export interface FieldIssue {
  path: string;
  message: string;
}

export function fieldIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldIssue[] {
  return issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/** Field names as the spec spells them, in the words a manager reads (issue 16: no "counted.<id>" on screen). */
const fieldWords: Record<string, string> = {
  id: 'Identificador',
  amount: 'Valor',
  value: 'Valor',
  counted: 'Valor contado',
  openingAmount: 'Valor de abertura',
  tendered: 'Valor recebido',
  ...extraWords,
  price: 'Preço',
  fee: 'Taxa',
  discount: 'Desconto',
  serviceFeeRate: 'Taxa de serviço',
  quantity: 'Quantidade',
  weight: 'Peso',
  occupants: 'Pessoas',
  note: 'Observação',
  notes: 'Observações',
  description: 'Descrição',
  reason: 'Motivo',
  name: 'Nome',
  email: 'E-mail',
  password: 'Senha',
  phone: 'Telefone',
  document: 'CPF/CNPJ',
  postalCode: 'CEP',
  street: 'Rua',
  number: 'Número',
  type: 'Tipo',
  status: 'Situação',
  entry: 'Movimento',
  products: 'Produtos',
  productId: 'Produto',
  internalCode: 'Código',
  barcode: 'Código de barras',
  categoryId: 'Categoria',
  kitchenId: 'Cozinha',
  newProductName: 'Nome da cópia',
  priceChange: 'Reajuste',
  file: 'Arquivo',
  paymentMethodId: 'Forma de pagamento',
  tableId: 'Mesa',
  tableIds: 'Mesas',
  orderPadId: 'Comanda',
  orderPads: 'Comandas',
  serviceId: 'Atendimento',
  cashRegisterId: 'Caixa',
  userId: 'Usuário',
  // Entities and places (issue 18)
  cep: 'CEP',
  uf: 'UF',
  stateId: 'Estado',
  cityId: 'Cidade',
  neighborhoodId: 'Bairro',
  deliveryFee: 'Taxa de entrega',
  deliveryTime: 'Tempo de entrega',
  points: 'Limites do bairro',
  creditLimit: 'Limite da conta',
  passCode: 'Senha de liberação',
  customers: 'Clientes',
  // the menu's product types and a product's children
  flavors: 'Sabores',
  flavorsName: 'Nome dos sabores',
  subproductId: 'Item',
  priceRule: 'Regra de preço',
  maxFlavors: 'Máximo de sabores',
  allowedProductId: 'Produto permitido',
  compositionId: 'Composição',
  comboProductId: 'Produto do combo',
  selectionType: 'Tipo de escolha',
  minQuantity: 'Quantidade mínima',
  maxQuantity: 'Quantidade máxima',
  productSubproductId: 'Item do produto',
  prices: 'Preços',
  size: 'Tamanho',
  startsAt: 'Início',
  endsAt: 'Fim',
  businessIntegratorId: 'Integrador',
  ncm: 'NCM',
  cest: 'CEST',
  cfop: 'CFOP',
  cst: 'CST',
  csosn: 'CSOSN',
  origin: 'Origem da mercadoria',
};

/** Fields in integer centavos: their limits read as money. */
const moneyFields = new Set(['amount', 'counted', 'openingAmount', 'tendered', ...paymentExtraKeys, 'price', 'fee', 'discount', 'deliveryFee', 'creditLimit']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The field a person knows: "counted.<id>" → "Valor contado", "products.0.quantity" → "Quantidade (item 1)". */
function fieldInWords(path: string): { label: string; money: boolean } {
  let name = '';
  let item: number | null = null;
  for (const segment of path.split('.')) {
    if (!segment || UUID.test(segment)) continue;
    if (/^\d+$/.test(segment)) item = Number(segment) + 1;
    else name = segment;
  }
  const label = (fieldWords[name] ?? name) + (item !== null ? ` (item ${item})` : '');
  return { label, money: moneyFields.has(name) };
}

/** One issue as a person reads it: the field in words and, for money, the limit in reais. */
export function issueInWords(issue: FieldIssue): string {
  const { label, money } = fieldInWords(issue.path);
  const message = money ? issue.message.replace(/(-?\d+)$/, (n) => formatMoney(Number(n))) : issue.message;
  return label ? `${label}: ${message}` : message;
}

export const validationMessages = {
  invalidRequest: 'Dados inválidos na solicitação',
  /** "Dados inválidos: Quantidade (item 1): Deve ser no mínimo 1" */
  summary: (issues: readonly FieldIssue[]) =>
    issues.length === 0 ? 'Dados inválidos na solicitação' : `Dados inválidos: ${issues.slice(0, 3).map(issueInWords).join('; ')}`,
};
