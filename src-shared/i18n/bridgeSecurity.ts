// Messages of the bridge's checks (who may drive this terminal), in Brazilian Portuguese.
export const bridgeSecurityMessages = {
  managerOnly: 'Só um gerente pode fazer isto neste terminal. Entre como gerente e tente de novo.',
  pairingRequired: (code: string) =>
    `Este aparelho ainda não foi liberado para usar o PDV. Peça a um gerente para aprovar o código ${code} no computador do caixa, em Configurações → Tablets da rede.`,
  pairingUnknownCode: 'Nenhum aparelho aguarda este código (ele vale por 15 minutos). Confira o código na tela do aparelho.',
  pairingUnknownTablet: 'Este tablet já não está pareado com este terminal.',
  pairingApproved: 'Aparelho liberado.',
  untrustedPage: 'Esta página não é a do PDV e não pode comandar o terminal.',
} as const;
