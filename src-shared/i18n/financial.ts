// The words of the financial area (contas a pagar e a receber): the server's refusals, the pending screen's labels,
// the Financeiro screen's and its files'.
import { formatBRL } from '../domain/money.js';

export const financialMessages = {
  notFound: {
    account: 'Conta não encontrada',
    category: 'Categoria não encontrada',
    entry: 'Lançamento não encontrado',
    transfer: 'Transferência não encontrada',
    entity: 'Cliente ou fornecedor não encontrado',
  },
  conflict: {
    accountInUse: (name: string, n: number) => `A conta "${name}" tem ${n} ${n === 1 ? 'lançamento' : 'lançamentos'}: exclua-os ou mude-os de conta antes`,
    categoryInUse: (name: string, n: number) => `A categoria "${name}" tem ${n} ${n === 1 ? 'lançamento' : 'lançamentos'}: mude-os de categoria antes`,
    categoryKind: (name: string, kind: 'income' | 'expense') => `A categoria "${name}" é de ${kind === 'income' ? 'receitas' : 'despesas'}: escolha uma do mesmo tipo do lançamento`,
    isTransfer: 'Este lançamento é parte de uma transferência: altere-o pela transferência',
    notTransfer: 'Este lançamento não é uma transferência',
    noGroup: 'Este lançamento não é parcelado nem recorrente: altere só ele',
    idTaken: 'Este lançamento já existe',
  },
  label: {
    account: (name: string) => `Conta financeira ${name}`,
    accountChanged: (name: string) => `Conta financeira ${name} alterada`,
    accountDeleted: 'Conta financeira excluída',
    category: (name: string) => `Categoria financeira ${name}`,
    categoryChanged: (name: string) => `Categoria financeira ${name} alterada`,
    categoryDeleted: 'Categoria financeira excluída',
    linkDre: (n: number) => `${n} ${n === 1 ? 'categoria ligada' : 'categorias ligadas'} ao DRE`,
    entry: (kind: 'income' | 'expense', description: string, amount: number) => `${kind === 'income' ? 'Receita' : 'Despesa'} ${description} de ${formatBRL(amount)}`,
    entryChanged: (description: string) => `Lançamento ${description} alterado`,
    entryDeleted: 'Lançamento excluído',
    paid: (paid: boolean | undefined) => (paid === false ? 'Lançamento marcado como pendente' : 'Lançamento marcado como pago'),
    transfer: (amount: number) => `Transferência de ${formatBRL(amount)} entre contas`,
  },
  transfer: {
    out: (to: string) => `Transferência para ${to}`,
    in: (from: string) => `Transferência de ${from}`,
  },
};
