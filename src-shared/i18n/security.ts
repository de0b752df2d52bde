// Messages of the terminal's secret store (session token and A1 certificate at rest), in Brazilian Portuguese.
export const securityMessages = {
  fileBox:
    'Token de sessão e certificado digital cifrados com chave em arquivo legível só por este usuário do sistema (0600): protege de outros usuários do computador, não deste',
  badEnvKey: 'POS_TERMINAL_KEY deve ter 32 bytes (64 dígitos hexadecimais ou base64)',
  safeStorage: 'Token de sessão e certificado digital cifrados pelo cofre do sistema operacional (Electron safeStorage)',
} as const;
