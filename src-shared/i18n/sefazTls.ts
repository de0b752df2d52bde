// Messages about the A1 certificate SEFAZ's web services require (mutual TLS), in Brazilian Portuguese: what the
// cashier or the manager reads when SEFAZ refuses the connection, and what to fix.
export const sefazTlsMessages = {
  refused: {
    missing: 'A SEFAZ recusou a conexão: nenhum certificado digital A1 foi apresentado. Instale o certificado A1 (e-CNPJ) da empresa nos dados fiscais.',
    untrusted: 'A SEFAZ recusou o certificado digital A1 apresentado: ele não foi emitido por uma autoridade certificadora reconhecida (ICP-Brasil). Instale o e-CNPJ A1 da empresa.',
    expired: 'A SEFAZ recusou o certificado digital A1: ele está vencido ou ainda não é válido. Renove o certificado e instale o novo.',
    serverUntrusted: 'Não foi possível confirmar a identidade do servidor da SEFAZ: a cadeia de certificados ICP-Brasil não está instalada neste computador.',
  },
  /** SEFAZ's 213: the transmitting certificate is of another company than the note's emitter. */
  otherCnpj: 'A SEFAZ recusou: o certificado digital A1 é de outro CNPJ, não do emitente da nota. Instale o e-CNPJ A1 desta empresa.',
  server: {
    noKey: 'O servidor não guarda certificados: defina o segredo POS_FISCAL_CERT_KEY (32 bytes) no ambiente do servidor',
    noCertificate: 'O servidor não tem o certificado digital A1 desta empresa: instale-o nos dados fiscais para que o servidor transmita à SEFAZ',
    pfx: 'Certificado A1 inválido ou senha incorreta',
    otherCnpj: 'O certificado A1 é de outro CNPJ: instale o e-CNPJ desta empresa',
    expired: (until: string) => `O certificado A1 venceu em ${until}: instale um certificado válido`,
    noBusinessCnpj: 'Cadastre o CNPJ da empresa antes de instalar o certificado A1',
  },
} as const;
