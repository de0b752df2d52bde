// What the person reads about the CEP lookup, in Brazilian Portuguese.
export const locationsMessages = {
  cepRequired: 'Informe o CEP',
  notConfigured: 'Busca de CEP não configurada neste terminal: preencha o endereço',
  unavailable: 'Serviço de CEP fora do ar: preencha o endereço',
} as const;
