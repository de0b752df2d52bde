// Messages of the fiscal back office on the server (NCM, CEST, the NFC-e kept for the accountant, NF-e), pt-BR.
export const fiscalBackOfficeMessages = {
  fields: {
    ncm: 'NCM deve ter 8 dígitos',
    cest: 'CEST deve ter 7 dígitos',
    cfop: 'CFOP deve ter 4 dígitos',
    key: 'Chave de acesso deve ter 44 dígitos',
    month: 'Mês deve estar no formato AAAA-MM',
    justification: 'A justificativa deve ter entre 15 e 255 caracteres',
    xmlNotSigned: 'O XML não é uma NFC-e assinada com esta chave de acesso',
    xmlNotNfe: 'O arquivo não é o XML de uma NF-e (nfeProc ou NFe)',
  },
  notFound: {
    ncm: 'NCM não encontrado',
    cest: 'CEST não encontrado',
    productFiscalConfig: 'Configuração fiscal do produto não encontrada',
    nfce: 'NFC-e não encontrada',
    nfe: 'NF-e não encontrada',
    product: 'Produto não encontrado',
  },
  refused: {
    cancelNotAuthorized: 'Só é possível cancelar uma NFC-e autorizada pela SEFAZ',
    otherGroup: 'A NFC-e com esta chave pertence a outro pagamento',
    nfeNotOurs: 'A NF-e importada não é destinada ao CNPJ deste estabelecimento',
    alreadyProcessed: 'A NF-e já foi processada: reverta o processamento antes',
    notProcessed: 'A NF-e ainda não foi processada',
    alreadyImported: 'Esta NF-e já foi importada',
    unmatched: (items: string) => `Itens sem produto correspondente: ${items}`,
    businessDocument: 'Informe o CNPJ do estabelecimento antes de gerar os arquivos fiscais',
  },
  payables: {
    /** a purchase note's payable, and its duplicata's number when it has several */
    description: (number: number, series: number, issuer: string, part: string | null) => `NF-e ${number}/${series} · ${issuer}${part ? ` · parcela ${part}` : ''}`,
    noAccount: 'Cadastre uma conta no Financeiro antes de lançar a nota no contas a pagar',
    alreadyPaid: 'Uma parcela desta nota já foi paga no Financeiro: estorne o pagamento antes de desfazer',
  },
  report: {
    nfcesTitle: 'NFC-e emitidas',
    resumesTitle: 'Resumo diário das NFC-e',
    exportTitle: 'NFC-e do mês',
    nfeTitle: 'NF-e',
    columns: { number: 'Número', series: 'Série', issuedAt: 'Emissão', key: 'Chave de acesso', status: 'Situação', total: 'Valor', day: 'Dia', count: 'Notas', canceled: 'Canceladas', authorized: 'Autorizadas' },
    period: (month: string) => `Período: ${month}`,
  },
} as const;
