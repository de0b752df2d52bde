// Messages of the online store's (link de vendas) customer: signing in and their own addresses, pt-BR.
export const linkVendasMessages = {
  phone: 'Celular com DDD (10 ou 11 dígitos)',
  password: 'A senha precisa de ao menos 6 caracteres',
  name: 'Informe seu nome',
  businessId: 'Estabelecimento inválido',
  badCredentials: 'Celular ou senha incorretos',
  firstTime: 'Celular ou senha incorretos. É sua primeira vez? Informe também seu nome para criar a conta',
  missingToken: 'Entre com seu celular e senha para continuar',
  badToken: 'Sua sessão na loja terminou: entre de novo',
  notCustomer: 'Estes dados são do cliente da loja: entre com o celular e a senha dele',
  businessNotFound: 'Loja não encontrada',
  addressNotFound: 'Endereço não encontrado',
  customerNotFound: 'Cliente não encontrado',
} as const;
