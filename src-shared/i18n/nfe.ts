// Messages of the NF-e (model 55) the business issues: its recipient, the cancellation and the correction letter.
export const nfeMessages = {
  errors: {
    recipientMissing: 'NF-e exige o destinatário: informe o CPF ou CNPJ do cliente',
    recipientNameMissing: 'NF-e exige o nome ou a razão social do destinatário',
    recipientAddressMissing: 'NF-e exige o endereço completo do destinatário (logradouro, número, bairro, município e UF)',
    recipientCpfInvalid: 'CPF do destinatário inválido: confira os dígitos',
    recipientCnpjInvalid: 'CNPJ do destinatário inválido: confira os dígitos',
    recipientIsEmitter: 'O CNPJ do destinatário é o do próprio estabelecimento',
    recipientIeMissing: 'Destinatário contribuinte do ICMS: informe a inscrição estadual',
    correctionLength: 'A correção deve ter entre 15 e 1000 caracteres',
    correctionLimit: 'Uma NF-e aceita no máximo 20 cartas de correção',
  },
  server: {
    notNfe: 'Envie a NF-e (modelo 55) assinada pelo terminal',
    schema: (problem: string) => `A NF-e não segue o leiaute oficial: ${problem}`,
    notFound: 'NF-e não encontrada',
    notAuthorized: 'Só é possível cancelar ou corrigir uma NF-e autorizada pela SEFAZ',
    cancelWindow: 'Prazo de cancelamento da NF-e (24 horas após a autorização) encerrado',
    eventNotOfNote: 'O evento assinado não é desta NF-e',
    rejected: (cStat: number, reason: string) => `SEFAZ rejeitou: ${cStat} ${reason}`,
    alreadyIssued: 'Esta NF-e já foi emitida',
    correctionSeq: (next: number) => `A próxima carta de correção desta NF-e é a de número ${next}`,
  },
  list: {
    title: 'NF-e emitidas',
    empty: 'Nenhuma NF-e emitida.',
    failed: 'Não foi possível ler as NF-e no servidor.',
    columns: { number: 'Número', recipient: 'Destinatário', total: 'Valor', status: 'Situação', date: 'Emissão' },
    numberOf: (number: number, series: number) => `nº ${number} · série ${series}`,
    status: { authorized: 'Autorizada', canceled: 'Cancelada' } as Record<string, string>,
  },
} as const;
