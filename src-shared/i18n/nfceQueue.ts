// Messages of the NFC-e's way out: the outbox calls that carry it to the server and the printer that prints its
// DANFE, in Brazilian Portuguese.
export const nfceQueueMessages = {
  /** Labels of the outbox calls, as the pending-changes screen lists them. */
  transmitLabel: (nNF: number, serie: number) => `Transmitir NFC-e nº ${nNF} série ${serie} à SEFAZ`,
  cancelLabel: (nNF: number, serie: number) => `Cancelar NFC-e nº ${nNF} série ${serie} na SEFAZ`,
  cancelRecord: (nNF: number) => `Registrar no servidor o cancelamento da NFC-e nº ${nNF}`,
  handOver: (nNF: number, status: string) => `Guardar no servidor a NFC-e nº ${nNF} (${status})`,
  noBusiness: 'Nenhum estabelecimento selecionado neste terminal: a NFC-e fica pendente até alguém entrar',
  outboxUnavailable: (reason: string) => `Fila de envio indisponível: ${reason}`,
  discarded: 'O envio desta NFC-e foi descartado na fila: ela continua pendente e será enviada de novo',
  noAnswer: (status: number) => `O servidor respondeu sem o resultado da SEFAZ (HTTP ${status})`,
  noPrinter: 'Nenhuma impressora para o DANFE: configure uma impressora com a função caixa ou a impressora fiscal deste terminal',
  fiscalPrinterMissing: (id: string) => `A impressora fiscal configurada (${id}) não está cadastrada neste terminal`,
  danfeJob: (nNF: number, copy: string) => `DANFE NFC-e nº ${nNF} - ${copy}`,
} as const;
