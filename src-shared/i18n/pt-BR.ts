// Every sentence a person reads on screen or on paper, in Brazilian Portuguese. Areas add their own sections.
export const messages = {
  unexpected: 'Um erro inesperado aconteceu',
  bridge: {
    unknownCommand: (name: string) => `Comando desconhecido: ${name}`,
    invalidRequest: 'Dados inválidos na solicitação',
    hostUnreachable: 'Sem ligação com o terminal (host). Tentando reconectar…',
  },
  connectivity: {
    online: 'online',
    offline: 'offline',
    /** Said beside online/offline while the server refused changes a person must look at. */
    withRefused: (state: string, n: number) => `${state} · ${n === 1 ? '1 recusada' : `${n} recusadas`}`,
    serverUnreachable: 'Servidor inacessível',
    serverTimeout: 'O servidor não respondeu a tempo',
    serverUnhealthy: (status: number) => `O servidor respondeu com erro (${status})`,
  },
  shell: {
    business: 'Estabelecimento',
    terminal: 'Terminal',
    pendingChanges: (n: number) =>
      n === 0 ? 'Nenhuma alteração pendente' : n === 1 ? '1 alteração aguardando envio' : `${n} alterações aguardando envio`,
    loading: 'Carregando…',
    noBusiness: 'Nenhum estabelecimento selecionado',
    /** a big first pull being written into this terminal (a restaurant with a large menu) */
    mirrorProgress: (done: number, total: number) => `Recebendo dados: ${done.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')}`,
  },
  places: {
    tables: 'Mesas',
    orderPads: 'Comandas',
    cash: 'Caixa',
    orders: 'Pedidos',
    settings: 'Configurações',
  },
} as const;

export type Messages = typeof messages;
