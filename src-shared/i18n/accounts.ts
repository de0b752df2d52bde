// What a person reads about their account and the business's invitations (pt-BR): the server's answers, the
// mail it sends and the Pessoas screen.
export const accountsMessages = {
  emailChange: {
    /** The same answer whether the new address is free or already has an account. */
    sent: (email: string) => `Enviamos um código para ${email}. O e-mail muda quando o código for confirmado.`,
    badToken: 'Código de confirmação inválido ou expirado: peça a troca de e-mail de novo',
    nothingToConfirm: 'Informe o código de confirmação do e-mail (emailConfirmation)',
    mailSubject: 'Confirme o seu novo e-mail',
    mailText: (token: string, hours: number) =>
      `Para usar este endereço na sua conta, informe o código abaixo em Minha conta. Ele vale por ${hours} horas.\n\n${token}\n\nSe não foi você, ignore esta mensagem.`,
    takenSubject: 'Pedido de troca de e-mail',
    takenText: 'Alguém pediu para usar este endereço em outra conta. Ele já tem uma conta, e nada foi mudado. Se não foi você, ignore esta mensagem.',
  },
  invitations: {
    notFound: 'Convite não encontrado',
    notPending: 'Este convite já foi aceito ou cancelado',
    /** An expired invitation, accepted or answered by a first sign-in: the manager resends it. */
    expired: 'Este convite expirou: peça ao gerente que o envie de novo',
    mailSubject: (business: string) => `Convite para trabalhar em ${business}`,
    mailText: (business: string, id: string, days: number) =>
      `Você foi convidado para a equipe de ${business}. Entre no sistema com a sua conta e aceite o convite em Minha conta → Convites (código ${id}). O convite vale por ${days} dias.\n\nSe não conhece este estabelecimento, ignore esta mensagem.`,
    /** To a new e-mail: the account was made with the invitation; signing in answers it. */
    mailTextNewAccount: (business: string, days: number) =>
      `Você foi convidado para a equipe de ${business}. Entre no sistema com este e-mail e a senha que o gerente lhe passou. O convite vale por ${days} dias.\n\nSe não conhece este estabelecimento, ignore esta mensagem.`,
    states: { pending: 'Pendente', accepted: 'Aceito', cancelled: 'Cancelado', expired: 'Expirado' },
  },
} as const;
