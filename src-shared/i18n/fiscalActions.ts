// What the manager reads when issuing, cancelling and correcting an NF-e from the screens, and the refusals of the
// bridge commands (nfe.issue, nfe.cancel, nfe.correct) and of a late cancellation.
import { formatBRL } from '../domain/money.js';

const minutes = (ms: number) => (ms >= 3600_000 ? `${ms / 3600_000} horas` : `${ms / 60_000} minutos`);
const at = (d: Date) => d.toLocaleString('pt-BR', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });

export const fiscalActionMessages = {
  errors: {
    justificationLength: 'A justificativa deve ter entre 15 e 255 caracteres',
    correctionLength: 'A correção deve ter entre 15 e 1000 caracteres',
    certificateMissing: 'Instale o certificado digital A1 da empresa em Configurações → Fiscal antes de emitir',
    configMissing: 'Configure os dados fiscais da empresa em Configurações → Fiscal antes de emitir',
    notLoggedIn: 'Entre com um usuário gerente para emitir a NF-e',
    noProtocol: 'Esta NF-e não tem protocolo de autorização: não é possível cancelá-la',
    nfceCancelWindow: (windowMs: number) => `Prazo de cancelamento da NFC-e (${minutes(windowMs)} após a autorização) encerrado`,
    serverRefused: (message: string) => `O servidor recusou: ${message}`,
  },
  /** The command's answer when the server did not answer in time: the write stays in the outbox. */
  pending: 'Enviada; aguardando a resposta do servidor (veja Pendências)',
  labels: {
    issue: (customer: string) => `Emitir NF-e para ${customer}`,
    cancel: (number: number) => `Cancelar NF-e nº ${number}`,
    correct: (number: number, seq: number) => `Carta de correção ${seq} da NF-e nº ${number}`,
  },
  screen: {
    issue: 'Emitir NF-e',
    issueTitle: 'Emitir NF-e (modelo 55)',
    toEmit: 'NF-e a emitir',
    toEmitTitle: 'Pedidos finalizados sem NF-e (últimos 30 dias)',
    toEmitNone: 'Nenhum pedido finalizado de cliente com CPF ou CNPJ está sem NF-e',
    toEmitOffBoard: 'fora do quadro de hoje',
    toEmitOffline: 'Sem conexão com o servidor: a lista de NF-e a emitir vem dele. Tente de novo quando a conexão voltar.',
    issueFor: (customer: string, total: number) => `Para ${customer} · ${formatBRL(total)}`,
    needsCustomer: 'Para emitir NF-e, o pedido precisa de um cliente com CPF ou CNPJ',
    recipientIe: 'Inscrição estadual (contribuinte do ICMS)',
    ieHint: 'Deixe em branco se o cliente não é contribuinte',
    recipientEmail: 'E-mail para a NF-e (opcional)',
    cityCode: 'Código IBGE do município',
    issued: (number: number, protocol: string) => `NF-e nº ${number} autorizada · protocolo ${protocol}`,
    cancel: 'Cancelar',
    cancelTitle: (number: number) => `Cancelar a NF-e nº ${number}`,
    justification: 'Justificativa (15 a 255 caracteres)',
    canceled: (number: number) => `NF-e nº ${number} cancelada`,
    correct: 'Carta de correção',
    correctTitle: (number: number, seq: number) => `Carta de correção ${seq} da NF-e nº ${number}`,
    correction: 'Correção (15 a 1000 caracteres)',
    correctionHint: 'Não corrige valores, impostos, dados cadastrais do destinatário nem a data de emissão',
    corrected: (seq: number) => `Carta de correção ${seq} registrada`,
    corrections: (n: number) => `CC-e ${n}`,
    chars: (n: number, max: number) => `${n}/${max}`,
    confirm: 'Enviar',
    close: 'Voltar',
    sending: 'Enviando…',
    cancelUntil: (deadline: Date) => `Cancelamento até ${at(deadline)}`,
    windowClosed: 'Prazo de cancelamento (24 horas após a autorização) encerrado',
  },
  /** The NFC-e of the sales made on this terminal, and their cancellation (fiscal.cancel). */
  nfce: {
    title: 'NFC-e do dia',
    /** Under the title: whose notes the list holds and where each is cancelled. */
    scope: 'As NFC-e de hoje de todos os terminais e as últimas deste terminal.',
    /** Offline: the server's list could not be read. */
    ownOnly: 'Sem conexão com o servidor: só as NFC-e emitidas neste terminal.',
    empty: 'Nenhuma NFC-e emitida hoje.',
    /** A note another terminal emitted: its cancellation is signed and followed there. */
    otherTerminal: 'Emitida em outro terminal: cancele no terminal que a emitiu',
    otherTerminalWhy: 'Só o terminal que emitiu a NFC-e guarda o registro da nota e acompanha o evento de cancelamento até a resposta da SEFAZ',
    columns: { number: 'Número', total: 'Valor', status: 'Situação', date: 'Emissão' },
    numberOf: (number: number, series: number) => `nº ${number} · série ${series}`,
    contingency: 'contingência',
    status: {
      pendente: 'Pendente',
      autorizada: 'Autorizada',
      rejeitada: 'Rejeitada',
      denegada: 'Denegada',
      cancelada: 'Cancelada',
      inutilizar: 'A inutilizar',
      inutilizada: 'Inutilizada',
    } as Record<string, string>,
    cancel: 'Cancelar NFC-e',
    cancelTitle: (number: number) => `Cancelar a NFC-e nº ${number}`,
    canceled: (number: number) => `NFC-e nº ${number} cancelada`,
    /** SEFAZ has not answered yet: the event waits in the outbox. */
    cancelPending: (number: number) => `Cancelamento da NFC-e nº ${number} enviado; aguardando a SEFAZ`,
    cancelUntil: (deadline: Date) => `Cancelamento até ${at(deadline)}`,
    windowClosed: (windowMs: number) => `Prazo de cancelamento (${minutes(windowMs)} após a autorização) encerrado`,
    /** The NFC-e of a sale as the orders board names it. */
    board: {
      autorizada: 'NFC-e autorizada',
      contingencia: 'NFC-e em contingência',
      cancelada: 'NFC-e cancelada',
      other: (status: string) => `NFC-e: ${status}`,
    },
  },
} as const;
