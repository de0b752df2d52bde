// A benchmark's targets: each figure is checked here, a missed one is printed by name at once and again at the
// end, and the process exits non-zero, so `npm run bench` fails (and says which) instead of printing a miss
// that nobody reads.
const missed: string[] = [];

/**
 * Checks one figure against its target: `below` (figure < limit) or `atLeast` (figure >= limit). Answers
 * whether it was met.
 */
export function target(name: string, figure: number, rule: 'below' | 'atLeast', limit: number, unit: string): boolean {
  const ok = Number.isFinite(figure) && (rule === 'below' ? figure < limit : figure >= limit);
  if (!ok) {
    const text = `${name}: ${Number.isFinite(figure) ? figure.toFixed(2) : String(figure)} ${unit}, target ${rule === 'below' ? '<' : '>='} ${limit} ${unit}`;
    missed.push(text);
    console.log(`TARGET MISSED: ${text}`);
    process.exitCode = 1;
  }
  return ok;
}

/** The targets missed so far (for a summary). */
export function missedTargets(): readonly string[] {
  return missed;
}

process.on('exit', () => {
  if (missed.length > 0) console.log(`\n${missed.length} target(s) missed:\n${missed.map((m) => `  - ${m}`).join('\n')}`);
});
