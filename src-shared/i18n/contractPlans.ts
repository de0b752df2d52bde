// Messages of the contract plans (the platform's plans and the plan a business is on), pt-BR.
export const contractPlanMessages = {
  name: 'Informe o nome do plano',
  monthlyPrice: 'Mensalidade em centavos: um número inteiro, zero ou mais',
  contractPlanId: 'Escolha um plano de contrato',
  day: 'Data no formato AAAA-MM-DD',
  endsBeforeStart: 'O fim do contrato não pode ser antes do início',
  onlyOperator: 'Só um administrador da plataforma altera os planos de contrato',
  onlyPartner: 'Só o parceiro deste estabelecimento (ou um administrador da plataforma) define o plano de contrato dele',
  notFound: 'Plano de contrato não encontrado',
  businessPlanNotFound: 'Plano de contrato do estabelecimento não encontrado',
  overlaps: (from: string, to: string | null) => `O estabelecimento já tem um plano de contrato neste período (${from} a ${to ?? 'sem fim'})`,
  planInUse: 'Este plano está em contratos de estabelecimentos: encerre-os antes de removê-lo',
} as const;
