// The income statement (DRE) of a period: the lines the spec names (000 §3), in the order a Brazilian DRE reads,
// the base lines a category adds to and the derived ones computed from them. Values are centavos; a base line's value
// is positive when it does what its name says (a revenue earned, an expense spent), so returns and refunds lower it.
import type { IncomeStatementLineKind } from '../api/enums.js';

export const DRE_ORDER: readonly IncomeStatementLineKind[] = [
  'grossRevenue',
  'deductionsAndTaxes',
  'netRevenue',
  'costOfGoodsSold',
  'grossProfit',
  'salesExpenses',
  'administrativeExpenses',
  'otherOperatingExpenses',
  'otherOperatingRevenues',
  'operatingResult',
  'financialRevenues',
  'financialExpenses',
  'resultBeforeTax',
  'incomeTaxAndSocialContribution',
  'netIncome',
];

/** Lines computed from the others; a category is never linked to one. */
export const DRE_DERIVED = ['netRevenue', 'grossProfit', 'operatingResult', 'resultBeforeTax', 'netIncome'] as const satisfies readonly IncomeStatementLineKind[];
export type DreDerivedLine = (typeof DRE_DERIVED)[number];
export type DreBaseLine = Exclude<IncomeStatementLineKind, DreDerivedLine>;
export const DRE_BASE_LINES = DRE_ORDER.filter((l): l is DreBaseLine => !(DRE_DERIVED as readonly string[]).includes(l));

/** Base lines that bring money in: income entries add to them; the others are spent. */
const REVENUES: ReadonlySet<DreBaseLine> = new Set(['grossRevenue', 'otherOperatingRevenues', 'financialRevenues']);

/** What one entry adds to its category's line: its amount, or minus it when it goes the other way (a refund). */
export function dreContribution(line: DreBaseLine, kind: 'income' | 'expense', amount: number): number {
  return REVENUES.has(line) === (kind === 'income') ? amount : -amount;
}

/** Every line of the DRE from the base lines' values. */
export function dreLines(base: Partial<Record<DreBaseLine, number>>): Record<IncomeStatementLineKind, number> {
  const v = (l: DreBaseLine) => base[l] ?? 0;
  const netRevenue = v('grossRevenue') - v('deductionsAndTaxes');
  const grossProfit = netRevenue - v('costOfGoodsSold');
  const operatingResult = grossProfit - v('salesExpenses') - v('administrativeExpenses') - v('otherOperatingExpenses') + v('otherOperatingRevenues');
  const resultBeforeTax = operatingResult + v('financialRevenues') - v('financialExpenses');
  const netIncome = resultBeforeTax - v('incomeTaxAndSocialContribution');
  return {
    grossRevenue: v('grossRevenue'),
    deductionsAndTaxes: v('deductionsAndTaxes'),
    netRevenue,
    costOfGoodsSold: v('costOfGoodsSold'),
    grossProfit,
    salesExpenses: v('salesExpenses'),
    administrativeExpenses: v('administrativeExpenses'),
    otherOperatingExpenses: v('otherOperatingExpenses'),
    otherOperatingRevenues: v('otherOperatingRevenues'),
    operatingResult,
    financialRevenues: v('financialRevenues'),
    financialExpenses: v('financialExpenses'),
    resultBeforeTax,
    incomeTaxAndSocialContribution: v('incomeTaxAndSocialContribution'),
    netIncome,
  };
}

export const DRE_LABELS: Record<IncomeStatementLineKind, string> = {
  grossRevenue: 'Receita bruta',
  deductionsAndTaxes: '(−) Deduções e impostos sobre vendas',
  netRevenue: '= Receita líquida',
  costOfGoodsSold: '(−) Custo das mercadorias vendidas (CMV)',
  grossProfit: '= Lucro bruto',
  salesExpenses: '(−) Despesas com vendas',
  administrativeExpenses: '(−) Despesas administrativas',
  otherOperatingExpenses: '(−) Outras despesas operacionais',
  otherOperatingRevenues: '(+) Outras receitas operacionais',
  operatingResult: '= Resultado operacional',
  financialRevenues: '(+) Receitas financeiras',
  financialExpenses: '(−) Despesas financeiras',
  resultBeforeTax: '= Resultado antes do IR e CSLL',
  incomeTaxAndSocialContribution: '(−) IR e CSLL',
  netIncome: '= Lucro líquido',
};
