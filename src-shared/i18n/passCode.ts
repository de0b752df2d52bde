// What the counter says of a manager's pass code (the spec's entitiesValidatePassCode) and of the business's
// discount limit, in pt-BR.
export const passCodeMessages = {
  byPassCode: 'Senha de liberação',
  byPassword: 'E-mail e senha',
  how: 'Como o gerente autoriza',
  manager: 'Gerente',
  passCode: 'Senha de liberação do gerente',
  explain: (what: string) => `${what} precisa da autorização de um gerente. O gerente escolhe o nome dele e digita a senha de liberação.`,
  noManagers: 'Nenhum gerente entrou neste terminal ainda: use o e-mail e a senha',
  wrong: 'Senha de liberação incorreta',
  unknownOffline: 'Sem conexão com o servidor: este gerente ainda não usou a senha de liberação neste terminal. Use o e-mail e a senha.',
  overLimit: (limit: string) => `Acima do limite de desconto do caixa (${limit}): precisa de um gerente`,
  withinLimit: (limit: string) => `Dentro do limite de desconto do caixa (${limit})`,
  badLimit: 'Limite de desconto: de 0 a 100 %',
} as const;
