// What the menu (Configurações → Cardápio) and the product calls say to a person, in Brazilian Portuguese.
import { formatBRL } from '../domain/money.js';

export const menuMessages = {
  actions: {
    create: (name: string) => `Novo produto: ${name}`,
    update: (name: string) => `Produto alterado: ${name}`,
    soldOut: (name: string) => `Esgotado: ${name}`,
    available: (name: string) => `Disponível de novo: ${name}`,
    delete: (name: string) => `Produto excluído: ${name}`,
    bulk: (count: number) => `Reajuste de preço de ${count} ${count === 1 ? 'produto' : 'produtos'}`,
    copy: (name: string) => `Cópia do produto: ${name}`,
    changeType: (name: string) => `Tipo do produto alterado: ${name}`,
  },
  server: {
    codeTaken: (code: string) => `Já existe um produto com o código ${code}`,
    barcodeTaken: (code: string) => `Já existe um produto com o código de barras ${code}`,
    priceBelowZero: (name: string, price: number) => `O reajuste deixaria ${name} com preço negativo (${formatBRL(price)})`,
    noChange: 'Informe ao menos um campo para alterar',
    categoryNotFound: 'Categoria não encontrada',
    kitchenNotFound: 'Cozinha não encontrada',
    hasChildren: 'Converta apenas um produto simples (sem composições nem itens de combo)',
    typeNeedsChildren: (type: string) => `Um produto do tipo ${type} precisa das suas composições ou itens: cadastre-os depois da troca`,
    unsupportedFile: 'Envie uma planilha .xlsx ou .csv',
    emptyFile: 'A planilha não tem linhas de produtos',
    importRow: {
      nameMissing: 'Nome em branco',
      priceInvalid: (raw: string) => `Preço inválido: "${raw}"`,
      priceNegative: 'Preço abaixo de zero',
      codeDuplicated: (code: string) => `Código ${code} já usado`,
      barcodeDuplicated: (code: string) => `Código de barras ${code} já usado`,
      categoryUnknown: (name: string) => `Categoria "${name}" não existe`,
    },
  },
} as const;
