// Messages of the fiscal area (NFC-e), in Brazilian Portuguese.
export const fiscalMessages = {
  danfe: {
    title: 'DANFE NFC-e - Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica',
    contingency: 'EMITIDA EM CONTINGÊNCIA',
    pendingAuthorization: 'Pendente de autorização',
    homologation: 'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL',
    consumerCopy: 'Via Consumidor',
    establishmentCopy: 'Via do Estabelecimento',
    consultKey: 'Consulte pela Chave de Acesso em',
    accessKey: 'CHAVE DE ACESSO',
    consumerNotIdentified: 'CONSUMIDOR NÃO IDENTIFICADO',
    consumerCpf: (cpf: string) => `CONSUMIDOR CPF: ${cpf}`,
    consumerCnpj: (cnpj: string) => `CONSUMIDOR CNPJ: ${cnpj}`,
    nfceLine: (n: number, serie: number, when: string) => `NFC-e nº ${n} Série ${serie} ${when}`,
    itemsCount: 'QTD. TOTAL DE ITENS',
    totalProducts: 'Valor total R$',
    discount: 'Descontos R$',
    otherCharges: 'Acréscimos (taxa de serviço) R$',
    toPay: 'VALOR A PAGAR R$',
    paymentMethod: 'FORMA DE PAGAMENTO',
    amountPaid: 'VALOR PAGO R$',
    change: 'Troco R$',
    approxTaxes: 'Tributos Totais Incidentes (Lei Federal 12.741/2012) R$',
    protocol: 'Protocolo de autorização:',
  },
  errors: {
    notPaid: (missing: string) => `O pagamento não cobre o total da nota: faltam R$ ${missing}`,
    justificationLength: 'A justificativa deve ter entre 15 e 255 caracteres',
    noTaxCode: (item: string) => `Produto "${item}" sem CST/CSOSN na configuração fiscal`,
    discountTooLarge: 'O desconto é maior que o valor dos produtos',
    certificateMissing: 'Certificado digital A1 não instalado neste terminal',
    certificatePassword: 'Senha do certificado digital incorreta ou arquivo .pfx inválido',
    certificateExpired: (until: string) => `Certificado digital vencido em ${until}`,
    certificateCnpj: 'O certificado digital não pertence ao CNPJ do estabelecimento',
    fiscalConfigMissing: 'Configuração fiscal do estabelecimento não informada neste terminal',
    documentNotFound: 'NFC-e não encontrada neste terminal',
    cancelNeedsAuthorization: 'Só é possível cancelar uma NFC-e já autorizada pela SEFAZ',
    transmitFailed: (reason: string) => `Falha ao transmitir a NFC-e: ${reason}`,
  },
  status: {
    pendente: 'Pendente',
    autorizada: 'Autorizada',
    rejeitada: 'Rejeitada',
    cancelada: 'Cancelada',
    denegada: 'Denegada',
  },
  deadline: {
    warning: (n: number, hours: number) =>
      n === 1
        ? `1 NFC-e em contingência precisa ser transmitida em menos de ${hours} h`
        : `${n} NFC-e em contingência precisam ser transmitidas em menos de ${hours} h`,
    overdue: (n: number) =>
      n === 1 ? '1 NFC-e em contingência passou do prazo de transmissão de 24 h' : `${n} NFC-e em contingência passaram do prazo de transmissão de 24 h`,
  },
  server: {
    sefazNotConfigured: 'Serviço da SEFAZ não configurado no servidor: a NFC-e continua pendente',
    sefazUnavailable: 'SEFAZ indisponível no momento: a NFC-e continua pendente e será reenviada',
    keyMismatch: 'A chave informada não corresponde ao XML da NFC-e',
    badKey: 'Chave de acesso inválida',
    notNfce: 'O XML enviado não é uma NFC-e assinada',
  },
  contingencyReason: 'Sem comunicação com o servidor ou com a SEFAZ no momento da venda',
} as const;
