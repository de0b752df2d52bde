// Messages of the outbox's replay as each write's author, in Brazilian Portuguese.
export const replayMessages = {
  /** Writes of people whose token the server no longer takes (expired): they wait for that person. */
  waitingFor: (names: readonly string[]) =>
    names.length === 1
      ? `Alterações feitas por ${names[0]} aguardam um novo login dessa pessoa neste terminal para serem enviadas`
      : `Alterações feitas por ${names.slice(0, -1).join(', ')} e ${names[names.length - 1]} aguardam um novo login dessas pessoas neste terminal para serem enviadas`,
  /** Someone whose name this terminal no longer knows. */
  someone: 'outra pessoa',
  authorExpired: (name: string) => `A sessão de ${name} expirou: faça login como ${name} para enviar esta alteração`,
} as const;
