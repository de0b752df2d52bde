// The reference tables a product's fiscal configuration picks from (Ajuste SINIEF 07/05, Anexo "Tabela A – Origem
// da Mercadoria ou Serviço" and "Tabela B – Tributação pelo ICMS"; CSOSN of the Simples Nacional, Resolução CGSN
// 140/2018 and the NF-e Manual de Orientação do Contribuinte): which codes exist for each CRT of the business.

/** CRT: 1 Simples Nacional, 2 Simples Nacional com excesso de sublimite, 3 Regime Normal, 4 MEI. */
export type Crt = 1 | 2 | 3 | 4;

export const FISCAL_ORIGINS: readonly { code: number; description: string }[] = [
  { code: 0, description: 'Nacional, exceto as indicadas nos códigos 3, 4, 5 e 8' },
  { code: 1, description: 'Estrangeira - Importação direta, exceto a indicada no código 6' },
  { code: 2, description: 'Estrangeira - Adquirida no mercado interno, exceto a indicada no código 7' },
  { code: 3, description: 'Nacional, com Conteúdo de Importação superior a 40% e inferior ou igual a 70%' },
  { code: 4, description: 'Nacional, produzida conforme os processos produtivos básicos' },
  { code: 5, description: 'Nacional, com Conteúdo de Importação inferior ou igual a 40%' },
  { code: 6, description: 'Estrangeira - Importação direta, sem similar nacional, constante em lista da CAMEX' },
  { code: 7, description: 'Estrangeira - Adquirida no mercado interno, sem similar nacional, constante em lista da CAMEX' },
  { code: 8, description: 'Nacional, com Conteúdo de Importação superior a 70%' },
];

/** CST of ICMS (Tabela B): Regime Normal and Simples Nacional com excesso de sublimite (CRT 2, 3). */
const CST: readonly { code: string; description: string }[] = [
  { code: '00', description: 'Tributada integralmente' },
  { code: '10', description: 'Tributada e com cobrança do ICMS por substituição tributária' },
  { code: '20', description: 'Com redução de base de cálculo' },
  { code: '30', description: 'Isenta ou não tributada e com cobrança do ICMS por substituição tributária' },
  { code: '40', description: 'Isenta' },
  { code: '41', description: 'Não tributada' },
  { code: '50', description: 'Suspensão' },
  { code: '51', description: 'Diferimento' },
  { code: '60', description: 'ICMS cobrado anteriormente por substituição tributária' },
  { code: '70', description: 'Com redução de base de cálculo e cobrança do ICMS por substituição tributária' },
  { code: '90', description: 'Outras' },
];

/** CSOSN: Simples Nacional and MEI (CRT 1, 4). */
const CSOSN: readonly { code: string; description: string }[] = [
  { code: '101', description: 'Tributada pelo Simples Nacional com permissão de crédito' },
  { code: '102', description: 'Tributada pelo Simples Nacional sem permissão de crédito' },
  { code: '103', description: 'Isenção do ICMS no Simples Nacional para faixa de receita bruta' },
  { code: '201', description: 'Tributada pelo Simples Nacional com permissão de crédito e com cobrança do ICMS por substituição tributária' },
  { code: '202', description: 'Tributada pelo Simples Nacional sem permissão de crédito e com cobrança do ICMS por substituição tributária' },
  { code: '203', description: 'Isenção do ICMS no Simples Nacional para faixa de receita bruta e com cobrança do ICMS por substituição tributária' },
  { code: '300', description: 'Imune' },
  { code: '400', description: 'Não tributada pelo Simples Nacional' },
  { code: '500', description: 'ICMS cobrado anteriormente por substituição tributária (substituído) ou por antecipação' },
  { code: '900', description: 'Outros' },
];

export interface CstEntry {
  crt: Crt;
  /** 'CST' (Tabela B) or 'CSOSN' */
  kind: 'CST' | 'CSOSN';
  code: string;
  description: string;
}

export function cstsByCrt(crt: Crt): CstEntry[] {
  const normal = crt === 2 || crt === 3;
  return (normal ? CST : CSOSN).map((c) => ({ crt, kind: normal ? 'CST' : 'CSOSN', ...c }));
}

export const CRTS: readonly Crt[] = [1, 2, 3, 4];
