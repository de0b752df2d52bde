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
    deliveryAddress: (address: string) => `Entrega: ${address}`,
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
    buyerCpfInvalid: 'CPF do consumidor inválido: confira os dígitos',
    buyerCnpjInvalid: 'CNPJ do consumidor inválido: confira os dígitos',
    buyerIsEmitter: 'O CNPJ do consumidor é o do próprio estabelecimento: informe o CPF ou CNPJ de quem compra',
    buyerRequired: 'Venda a partir de R$ 10.000,00: informe o CPF ou CNPJ do consumidor para emitir a NFC-e',
    deliveryNeedsBuyer: 'Entrega em domicílio: informe o CPF ou CNPJ do cliente para emitir a NFC-e',
    deliveryNeedsAddress: 'Entrega em domicílio: informe o endereço de entrega do cliente para emitir a NFC-e',
  },
  status: {
    pendente: 'Pendente',
    autorizada: 'Autorizada',
    rejeitada: 'Rejeitada',
    cancelada: 'Cancelada',
    denegada: 'Denegada',
    inutilizar: 'Número a inutilizar',
    inutilizada: 'Número inutilizado',
  },
  deadline: {
    warning: (n: number, hours: number) =>
      n === 1
        ? `1 NFC-e em contingência precisa ser transmitida em menos de ${hours} h`
        : `${n} NFC-e em contingência precisam ser transmitidas em menos de ${hours} h`,
    /** `rule`: the state's window as deadlines.ts says it ("de 24 h", "do primeiro dia útil após a emissão"). */
    overdue: (n: number, rule = 'de 24 h') =>
      n === 1 ? `1 NFC-e em contingência passou do prazo de transmissão ${rule}` : `${n} NFC-e em contingência passaram do prazo de transmissão ${rule}`,
  },
  server: {
    sefazNotConfigured: 'Serviço da SEFAZ não configurado no servidor: a NFC-e continua pendente',
    sefazUnavailable: 'SEFAZ indisponível no momento: a NFC-e continua pendente e será reenviada',
    keyMismatch: 'A chave informada não corresponde ao XML da NFC-e',
    badKey: 'Chave de acesso inválida',
    notNfce: 'O XML enviado não é uma NFC-e assinada',
  },
  contingencyReason: 'Sem comunicação com o servidor ou com a SEFAZ no momento da venda',
  guardian: {
    short: (n: number) => `NFC-e pendentes: ${n}`,
    /** SEFAZ answered its status stopped (108, 109), or did not answer (cStat null). */
    sefazOut: (cStat: number | null, xMotivo: string) =>
      cStat === null
        ? `A SEFAZ não respondeu à consulta de status (${xMotivo}): as NFC-e em contingência esperam e serão transmitidas quando ela voltar`
        : `SEFAZ fora do ar (${cStat}: ${xMotivo}): as NFC-e em contingência esperam e serão transmitidas quando ela voltar`,
    pending: (n: number, until: string | null, rule?: string | null) =>
      `${n === 1 ? '1 NFC-e aguardando a SEFAZ' : `${n} NFC-e aguardando a SEFAZ`}${until ? ` · prazo até ${until}${rule ? ` (janela ${rule})` : ''}` : ''}`,
  },
  online: {
    timeoutReason: 'SEFAZ não respondeu no tempo limite: emissão em contingência off-line',
    downReason: 'Sem comunicação com a SEFAZ no momento da venda: emissão em contingência off-line',
    certificateReason: (problem: string) => `${problem} Emissão em contingência off-line`,
    rejected: (cStat: number, xMotivo: string) => `NFC-e rejeitada pela SEFAZ (${cStat}): ${xMotivo}`,
    substitutionReason: 'NFC-e sem resposta da SEFAZ substituída pela emitida em contingência',
    toVoid: 'A SEFAZ não recebeu esta NFC-e: o número deve ser inutilizado',
  },
} as const;
