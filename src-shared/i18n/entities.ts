// What a person reads about customers, their accounts (fiado), delivery men and pass codes, in pt-BR.
import { formatBRL } from '../domain/money.js';

export const entitiesMessages = {
  badDocument: 'CPF ou CNPJ inválido: confira os dígitos',
  passCodeFormat: 'A senha de liberação tem de 4 a 8 dígitos',
  passCodeNotSet: 'Este gerente não cadastrou uma senha de liberação',
  notManager: 'Esta pessoa não pode liberar esta ação',
  settleIsPayment: 'Só um pagamento quita a conta',
  amountRequired: 'Informe o valor',
  adjustmentZero: 'O ajuste não pode ser zero',
  notFound: {
    transactionAccount: 'Conta do cliente não encontrada',
    entry: 'Lançamento não encontrado',
    adjustment: 'Ajuste de entregador não encontrado',
    waiter: 'Garçom não encontrado',
  },
  conflict: {
    overLimit: (limit: number, owed: number) => `Limite da conta ${formatBRL(limit)}: o cliente já deve ${formatBRL(owed)}`,
    overpaid: (owed: number) => `O pagamento é maior que o que o cliente deve (${formatBRL(owed)})`,
    nothingOwed: 'O cliente não deve nada nesta conta',
    accountUnavailable: 'Esta conta está bloqueada para compras',
    cashNeedsRegister: 'Abra o caixa antes de receber a conta em dinheiro',
    accountHasBalance: (owed: number) => `A conta ainda tem ${formatBRL(owed)} a receber: quite-a antes de excluir`,
    waiterWithoutUser: 'Este garçom não tem um usuário de acesso',
    adjustmentChecked: 'Este ajuste já foi conferido',
  },
  csv: {
    header: ['Nome', 'Tipo', 'CPF/CNPJ', 'E-mail', 'Telefone', 'Ativo'],
    pendingHeader: ['Cliente', 'Telefone', 'Conta', 'Limite', 'Deve', 'Última compra'],
    yes: 'Sim',
    no: 'Não',
    badRow: (row: number, why: string) => `Linha ${row} do arquivo: ${why}`,
    noFile: 'Envie o arquivo CSV em "file"',
  },
  /** What the pending screen says of an account's writes. */
  labels: {
    openAccount: (customer: string, account: string) => `${customer}: abrir conta ${account}`,
    entry: (customer: string, type: 'purchase' | 'payment', settle: boolean, amount: number | null) =>
      `${customer}: ${type === 'purchase' ? 'compra na conta' : settle ? 'quitação da conta' : 'pagamento da conta'}${amount !== null && !settle ? ` ${formatBRL(amount)}` : ''}`,
  },
  resume: {
    title: 'EXTRATO DA CONTA',
    customer: 'Cliente',
    account: 'Conta',
    purchase: 'Compra',
    payment: 'Pagamento',
    owes: 'Saldo devedor',
    settled: 'CONTA QUITADA',
    entry: 'Lançamento',
  },
} as const;
