// Messages of NFC-e voiding (inutilização) and of the daily numbering check, in Brazilian Portuguese.
const docName = (model: '55' | '65') => (model === '55' ? 'NF-e' : 'NFC-e');

export const voidingMessages = {
  /** xJust of the voidings the daily check makes (15-255 characters). */
  automaticReason: 'Numeração não utilizada por falha na emissão da NFC-e',
  /** The same for either model (55 NF-e, 65 NFC-e). */
  automaticReasonOf: (model: '55' | '65') => `Numeração não utilizada por falha na emissão da ${docName(model)}`,
  label: (serie: number, from: number, to: number, model: '55' | '65' = '65') =>
    from === to ? `Inutilização da ${docName(model)} nº ${from} série ${serie}` : `Inutilização das ${docName(model)} nº ${from} a ${to} série ${serie}`,
  range: (serie: number, from: number, to: number, model: '55' | '65' = '65') =>
    `${model === '55' ? 'NF-e ' : ''}${from === to ? `série ${serie} nº ${from}` : `série ${serie} nº ${from} a ${to}`}`,
  errors: {
    badRange: 'Faixa de numeração inválida: o número inicial deve ser de 1 a 999.999.999 e não maior que o final',
    numberUsed: (n: number) => `O número ${n} já tem NFC-e emitida neste terminal e não pode ser inutilizado`,
    notTaken: (n: number) => `O número ${n} ainda não foi usado nesta série: só se inutilizam números já pulados`,
    rejected: (cStat: number, xMotivo: string) => `Inutilização recusada pela SEFAZ (${cStat}): ${xMotivo}`,
    schema: (detail: string) => `O pedido de inutilização não passou na validação do schema oficial: ${detail}`,
  },
  server: {
    body: 'Envie o pedido de inutilização assinado em "xml" e o seu identificador em "id"',
    id: 'id: identificador do pedido de inutilização inválido',
    xml: 'xml: o pedido de inutilização (inutNFe 4.00) não está completo ou não está assinado',
    model: 'model: o modelo deve ser 55 (NF-e) ou 65 (NFC-e)',
  },
  /** The fiscal screen's table of the ranges voided at SEFAZ. */
  list: {
    title: 'Numeração inutilizada',
    empty: 'Nenhuma faixa de numeração inutilizada.',
    failed: 'Não foi possível ler as inutilizações no servidor.',
    columns: { model: 'Modelo', series: 'Série', range: 'Faixa', reason: 'Justificativa', protocol: 'Protocolo', date: 'Data' },
    /** The model as the list names it: the document and its number (55 NF-e, 65 NFC-e). */
    model: (model: string) => (model === '55' ? 'NF-e (55)' : model === '65' ? 'NFC-e (65)' : model),
    numbers: (from: number, to: number) => (from === to ? `nº ${from}` : `nº ${from} a ${to}`),
    alreadyVoided: 'já inutilizada',
  },
  guardian: {
    gaps: (ranges: string[]) => `Numeração com números pulados a inutilizar: ${ranges.join('; ')}`,
    short: (n: number) => `Números a inutilizar: ${n}`,
  },
} as const;
