// Password hashing with node:crypto scrypt: "scrypt$N$r$p$salt$hash" (base64url). The cost is the current
// recommendation (N=2^17, r=8, p=1: OWASP's scrypt minimum); a hash stored with a lower cost is re-hashed at the
// next good login (needsRehash). The parameters live in each hash, so old hashes keep verifying.
// Tests only: POS_SCRYPT_LOG_N lowers N (2^17 takes ~1 s here, and the suites log in hundreds of times); it is
// honoured only under Vitest (VITEST is set), never in the product.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PRODUCT_LOG_N = 17;
const r = 8;
const p = 1;
const keyLength = 32;

/** N for new hashes. */
export function currentN(env: NodeJS.ProcessEnv = process.env): number {
  const testLogN = env.VITEST ? Number(env.POS_SCRYPT_LOG_N) : NaN;
  return 2 ** (Number.isInteger(testLogN) && testLogN >= 10 && testLogN <= PRODUCT_LOG_N ? testLogN : PRODUCT_LOG_N);
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions & { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128·N·r·p bytes; Node's default cap (32 MB) is below N=2^17.
  const maxmem = 256 * options.N * options.r * options.p;
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keyLength, { ...options, maxmem }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = currentN();
  const hash = await scrypt(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** A hash of nothing at the current cost: an unknown e-mail costs what a wrong password costs. */
export function dummyHash(): string {
  return `scrypt$${currentN()}$${r}$${p}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
}

/** The stored hash was made with a lower cost than today's (or another scheme): re-hash it at the next good login. */
export function needsRehash(stored: string): boolean {
  const [kind, n, rr, pp] = stored.split('$');
  return kind !== 'scrypt' || Number(n) < currentN() || Number(rr) !== r || Number(pp) !== p;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, rr, pp, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(rr), p: Number(pp) };
  // A stored cost beyond ours is no hash we made (and would tie up memory): refuse it.
  if (!Number.isInteger(params.N) || params.N > 2 ** PRODUCT_LOG_N || params.r > 16 || params.p > 4) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
