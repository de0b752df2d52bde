// A product's fiscal configuration as the server stores it (productFiscalConfig*: NCM, CEST, CFOP, CST or CSOSN,
// origin) turned into what the NFC-e builder takes for the item's <prod> and <imposto>. A CST or CSOSN the
// builder has no group for is left out, so the builder's fallback for the business's regime applies.
import { ProductFiscalConfig } from './types.js';

/** The stored row (db product_fiscal_configs), as the server's GraphQL answers it. */
export interface StoredProductFiscal {
  ncm: string;
  cest?: string | null;
  cfop: string;
  cst?: string | null;
  csosn?: string | null;
  origin?: number | null;
  icmsRateBps?: number | null;
  pisCst?: string | null;
  pisRateBps?: number | null;
  cofinsCst?: string | null;
  cofinsRateBps?: number | null;
  approxTaxRateBps?: number | null;
}

const CSTS = ['00', '40', '41', '50', '60'] as const;
const CSOSNS = ['102', '103', '300', '400', '500'] as const;
const isOf = <T extends string>(list: readonly T[], v: string | null | undefined): v is T => typeof v === 'string' && (list as readonly string[]).includes(v);

export function productFiscalOf(row: StoredProductFiscal): ProductFiscalConfig | null {
  const config: ProductFiscalConfig = {
    ncm: row.ncm,
    cfop: row.cfop,
    origin: row.origin ?? 0,
    ...(row.cest ? { cest: row.cest } : {}),
    ...(isOf(CSTS, row.cst) ? { icmsCst: row.cst } : {}),
    ...(isOf(CSOSNS, row.csosn) ? { csosn: row.csosn } : {}),
    // The regime normal's rates; left out, the builder's defaults (0 %, PIS/COFINS CST 49) apply.
    ...(row.icmsRateBps != null ? { icmsRateBps: row.icmsRateBps } : {}),
    ...(row.pisCst ? { pisCst: row.pisCst } : {}),
    ...(row.pisRateBps != null ? { pisRateBps: row.pisRateBps } : {}),
    ...(row.cofinsCst ? { cofinsCst: row.cofinsCst } : {}),
    ...(row.cofinsRateBps != null ? { cofinsRateBps: row.cofinsRateBps } : {}),
    ...(row.approxTaxRateBps != null ? { approxTaxRateBps: row.approxTaxRateBps } : {}),
  };
  return ProductFiscalConfig.safeParse(config).success ? config : null;
}
