// What the server's security checks answer a person (pt-BR). Kept beside the checks so they stay in one place.
export const securityMessages = {
  linkNeedsOwnPassword: 'Para vincular esta pessoa, informe a senha dela: só ela pode aceitar o vínculo',
  onlyOwnerChangesCredentials: 'Só a própria pessoa pode mudar a senha ou o e-mail dela',
  tooManyAttempts: (seconds: number) => `Muitas tentativas. Tente novamente em ${seconds} segundos.`,
  badId: (name: string) => `Identificador inválido em ${name}: use um UUID`,
  nulByte: 'O texto não pode conter o caractere nulo',
  tooDeep: 'Corpo da solicitação aninhado demais',
  textTooLong: 'Um texto da solicitação passa de 65.536 caracteres',
  listTooLong: 'Uma lista da solicitação passa de 10.000 itens',
  badTimeZone: 'Fuso horário inválido: use um nome da base IANA, como America/Sao_Paulo',
  foreignOrigin: 'Origem não permitida',
  sessionEnded: 'Sessão encerrada: faça login novamente',
} as const;
