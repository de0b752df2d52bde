// Messages of a manager's authorisation (server refusals and the counter's pass dialog).
export const authorizationMessages = {
  required: 'Esta ação precisa da autorização de um gerente',
  invalid: 'Autorização do gerente inválida ou vencida: peça ao gerente para confirmar de novo',
  notAuthorizer: 'Quem autorizou não tem permissão para esta ação',
  tooManyAttempts: (minutes: number) => `Muitas tentativas de autorização recusadas: tente de novo em ${minutes} min`,
  discountAudit: 'Desconto aplicado',
  pass: {
    title: 'Autorização do gerente',
    explain: (what: string) => `${what} precisa da autorização de um gerente. O gerente digita o e-mail e a senha dele aqui.`,
    email: 'E-mail do gerente',
    password: 'Senha do gerente',
    confirm: 'Autorizar',
    checking: 'Conferindo…',
    authorizedBy: (name: string) => `Autorizado por ${name}`,
  },
  cancelOrder: {
    title: (order: string) => `Cancelar ${order}`,
    warning: (total: string) => `Este pedido já foi enviado. Cancelar tira ${total} da conta e fica registrado com o motivo.`,
    question: 'Por que cancelar este pedido?',
    confirm: 'Cancelar pedido',
  },
  /** Why a screen or action is shown disabled (issue 16 item 12). */
  notForRole: {
    payment: 'Só o caixa ou o gerente recebe pagamentos',
    cash: 'Só o caixa ou o gerente mexe no caixa',
    settings: 'Só um gerente altera impressoras, dados fiscais, certificado e a conferência do caixa',
    managerActions: 'Só um gerente cancela ou reabre comandas e fecha o caixa',
  },
  actions: {
    cancelOrder: 'Cancelar um pedido já enviado',
    removeOrderProduct: 'Remover um item já enviado',
    discount: 'Dar desconto',
    cashEntry: 'Sangria ou suprimento',
  },
} as const;
