// Messages of a business's setup and of its first run (server answers and the wizard), pt-BR.
export const setupMessages = {
  cep: 'CEP com 8 dígitos',
  clock: 'Horário no formato HH:MM',
  cityCode: 'Código IBGE do município com 7 dígitos',
  state: 'UF inválida',
  phone: 'Telefone com DDD (10 ou 11 dígitos)',
  document: 'CNPJ ou CPF inválido: confira os dígitos',
  password: 'A senha precisa de ao menos 8 caracteres',
  hoursOverlap: (day: string, from: string, to: string) => `Este horário se sobrepõe a outro de ${day} (${from}–${to})`,
  hoursSame: 'O horário de fechamento precisa ser diferente do de abertura',
  fiscalExists: 'Os dados fiscais já foram cadastrados: altere-os',
  fiscalMissing: 'Cadastre os dados fiscais antes de alterá-los',
  hourNotFound: 'Horário não encontrado',
  setup: {
    done: 'Este servidor já tem um estabelecimento: entre com o seu usuário',
    code: 'Código de instalação inválido: use o que o servidor mostrou ao iniciar',
    printed: (code: string) => `[server] banco vazio: código de instalação ${code} (primeiros passos de outra máquina)`,
  },
  weekdays: ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'],
} as const;
