// What the person reads about the CEP lookup, places and delivery areas, in Brazilian Portuguese.
export const locationsMessages = {
  cepRequired: 'Informe o CEP',
  notConfigured: 'Busca de CEP não configurada neste terminal: preencha o endereço',
  unavailable: 'Serviço de CEP fora do ar: preencha o endereço',
  cepFormat: 'CEP com 8 dígitos, só números',
  ufFormat: 'UF com 2 letras (SP, RJ...)',
  ibgeFormat: 'Código IBGE inválido',
  cepNotFound: 'CEP não encontrado',
  notFound: {
    state: 'Estado não encontrado',
    city: 'Cidade não encontrada',
    neighborhood: 'Bairro não encontrado',
    limit: 'Limite de bairro não encontrado',
    address: 'Endereço não encontrado',
    template: 'Modelo de bairros não encontrado',
  },
  conflict: {
    ufTaken: (uf: string) => `Já existe o estado ${uf}`,
    stateHasCities: 'O estado tem cidades: exclua-as antes',
    cityInUse: 'A cidade tem bairros cadastrados: exclua-os antes',
    neighborhoodTaken: (name: string) => `Já existe o bairro ${name} nesta cidade`,
    limitSelfCrossing: 'Os limites do bairro se cruzam: desenhe o contorno sem cruzar as linhas',
    limitCrossing: (name: string) => `Os limites cruzam os do bairro ${name}`,
    adminOnly: 'Só o administrador da plataforma altera estados e cidades',
  },
} as const;
