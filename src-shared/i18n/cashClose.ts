// What closing the register says about the tables and comandas still open (issue 16 item 3).
export const cashCloseMessages = {
  openBillsTitle: (n: number) => (n === 1 ? '1 mesa ou comanda ainda está aberta' : `${n} mesas ou comandas ainda estão abertas`),
  openBillsHint: 'O que elas receberem depois entra no próximo caixa. Confira antes de fechar.',
  /** The business's setting (config.cashRegister.closeWithOpenBills = false) does not allow it. */
  refusedWithOpenBills: (names: readonly string[]) =>
    `Feche as mesas e comandas abertas antes de fechar o caixa: ${names.slice(0, 5).join(', ')}${names.length > 5 ? ` e mais ${names.length - 5}` : ''}`,
} as const;
