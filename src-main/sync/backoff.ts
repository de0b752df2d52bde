// Exponential backoff with "equal jitter": half the delay fixed, half random, so terminals that lost the
// server together do not all come back in the same millisecond.
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  random?: () => number;
}

export function backoffDelay(attempt: number, { baseMs, maxMs, random = Math.random }: BackoffOptions): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
