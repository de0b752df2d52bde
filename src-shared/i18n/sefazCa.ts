// Messages of the SEFAZ trust chain the installer picks on the setup screen, in Brazilian Portuguese.
export const sefazCaMessages = {
  title: 'Cadeia de certificados da SEFAZ (ICP-Brasil)',
  why:
    'Os servidores da SEFAZ usam certificados da ICP-Brasil, que o sistema não reconhece sozinho e que nenhum pacote ' +
    'confiável distribui. Baixe a cadeia da AC Raiz no site do ITI e escolha o arquivo aqui (.pem, .crt ou .cer): ' +
    'sem ela a emissão online é recusada e as notas saem em contingência.',
  choose: 'Escolher arquivo da cadeia',
  install: 'Instalar cadeia',
  installed: 'Cadeia da SEFAZ instalada',
  none: 'Nenhuma cadeia instalada neste terminal',
  names: (names: string[]) => `Cadeia instalada: ${names.join(', ')}`,
  notCertificate: 'O arquivo escolhido não é um certificado (.pem, .crt ou .cer)',
  notCa: (name: string) => `"${name}" não é o certificado de uma autoridade certificadora: escolha a cadeia da AC Raiz`,
  expired: (name: string) => `O certificado "${name}" está vencido: baixe a cadeia atual no site do ITI`,
} as const;
