// A fiscal month ('2026-11') as the files write it: first and last day.
export interface Period {
  month: string;
  /** first and last day, 'YYYY-MM-DD' */
  first: string;
  last: string;
}

export function periodOf(month: string): Period {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { month, first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}` };
}

/** 'YYYY-MM-DD' → 'DDMMYYYY' (SPED) */
export const ddmmyyyy = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`;
/** 'YYYY-MM-DD' → 'YYYYMMDD' (SINTEGRA) */
export const yyyymmdd = (day: string) => day.replace(/-/g, '');
