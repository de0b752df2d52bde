// Messages of the outbox, the session and the pending-changes screen, in Brazilian Portuguese.
export const syncMessages = {
  unexpected: 'Um erro inesperado aconteceu',
  paused: {
    offline: 'Sem conexão com o servidor: as alterações serão enviadas quando ela voltar',
    loginNeeded: 'Faça login para enviar as alterações pendentes',
    sessionExpired: 'A sessão expirou: faça login de novo para enviar as alterações pendentes',
  },
  blockedBehind: (label: string) => `Aguardando a alteração recusada: ${label}`,
  notFound: 'Alteração não encontrada na fila',
  notRefused: 'Só uma alteração recusada pode ser reenviada ou descartada',
  unknownWrite: (id: string) => `Alteração desconhecida por este terminal (${id}); atualize o aplicativo`,
  invalidWrite: (where: string) => `Alteração com dados inválidos${where ? ` (${where})` : ''}`,
  conflictKey: 'Esta alteração já foi enviada com outro conteúdo',
  fileTooLarge: (name: string, mb: number) => `O arquivo ${name} passa de ${mb} MB: escolha um arquivo menor`,
  brokenFile: (name: string) => `O arquivo ${name} chegou corrompido ao terminal: escolha-o de novo`,
  session: {
    badCredentials: 'E-mail ou senha inválidos',
    serverUnreachable: 'Sem conexão com o servidor: o login precisa do servidor',
    noBusiness: 'Este usuário não tem acesso a nenhum estabelecimento',
    businessNotAllowed: 'Este usuário não tem acesso a este estabelecimento',
    notLoggedIn: 'Ninguém conectado neste terminal',
    managerRequired: 'Só um gerente pode descartar alterações',
    managerUnknownOffline: 'Sem conexão: este gerente ainda não entrou neste terminal, não dá para confirmar',
    fileBox: 'Token cifrado com chave em arquivo legível só por este usuário do sistema (0600)',
    safeStorage: 'Token cifrado pelo cofre do sistema operacional (Electron safeStorage)',
  },
  screen: {
    title: 'Alterações pendentes',
    empty: 'Nenhuma alteração aguardando envio',
    refusedTitle: 'Recusadas pelo servidor',
    waitingTitle: 'Aguardando envio',
    reason: 'Motivo',
    retry: 'Tentar de novo',
    discard: 'Descartar',
    confirmDiscard: 'Confirmar descarte',
    cancel: 'Cancelar',
    managerEmail: 'E-mail do gerente',
    managerPassword: 'Senha do gerente',
    discardExplain: (n: number) =>
      n === 0
        ? 'A alteração será descartada e não será enviada ao servidor.'
        : `A alteração e ${n === 1 ? '1 alteração que depende' : `${n} alterações que dependem`} dela serão descartadas.`,
    states: {
      pending: 'aguardando envio',
      sending: 'enviando',
      refused: 'recusada',
      blocked: 'bloqueada',
      done: 'enviada',
      discarded: 'descartada',
    },
    createdAt: 'Feita em',
    by: (name: string) => `por ${name}`,
    openScreen: 'Ver pendências',
  },
  login: {
    title: 'Entrar no PDV',
    email: 'E-mail',
    password: 'Senha',
    submit: 'Entrar',
    submitting: 'Entrando…',
    business: 'Estabelecimento',
    logout: 'Sair',
    pendingKept: (n: number) =>
      n === 0 ? '' : `${n === 1 ? '1 alteração pendente será enviada' : `${n} alterações pendentes serão enviadas`} após o login`,
  },
  conflict: {
    // Not "Conflito com outro terminal": most refusals are a rule or a value, not another terminal (issue 16).
    title: 'Recusada pelo servidor',
    refusedBecause: (label: string, message: string) => `“${label}” não foi aceita: ${message}`,
  },
} as const;
