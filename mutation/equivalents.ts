// Which surviving mutants are listed as equivalent in mutation/modules.json. A listing names the file, the line, the
// mutator and the replacement text Stryker planted: with the replacement, an edit that moves other code onto that line
// (or changes the line) no longer matches a stale listing silently, and two mutants of one kind on one line (num and
// den in money.ts) each need their own why. Listings that match no survivor are reported, so they get removed.

export interface Equivalent {
  file: string;
  line: number;
  mutator: string;
  /** the mutated code as Stryker reports it (`replacement` in its JSON report) */
  replacement: string;
  why: string;
}

export interface Survivor {
  /** relative to the project root, with forward slashes */
  file: string;
  line: number;
  mutator: string;
  replacement: string;
}

export function sameMutant(e: Equivalent, s: Survivor): boolean {
  return e.file === s.file && e.line === s.line && e.mutator === s.mutator && e.replacement === s.replacement;
}

/** The listing that explains `s`, if any. */
export function equivalentOf(list: readonly Equivalent[], s: Survivor): Equivalent | undefined {
  return list.find((e) => sameMutant(e, s));
}

/** Listings that explain none of the survivors: the code changed under them (or a test now kills the mutant). */
export function staleEquivalents(list: readonly Equivalent[], survivors: readonly Survivor[]): Equivalent[] {
  return list.filter((e) => !survivors.some((s) => sameMutant(e, s)));
}

/** Listings written without a replacement (the old form): they cannot be told apart from a new mutant on the line. */
export function withoutReplacement(list: readonly Partial<Equivalent>[]): Partial<Equivalent>[] {
  return list.filter((e) => typeof e.replacement !== 'string');
}
