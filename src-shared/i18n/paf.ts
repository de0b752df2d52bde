// Messages of the PAF-NFC-e files.
export const pafMessages = {
  identification: 'Informe o CPF ou CNPJ do consumidor (identificação) com os dígitos corretos',
  month: 'Mês deve estar no formato AAAA-MM',
} as const;
