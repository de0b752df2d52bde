// A manager's authorisation carried by a write that undoes a sale or moves cash (see domain/permissions.ts).
// It never carries the manager's password: the terminal checks the password (with the server when online, else
// against the verifier kept from that manager's last login there) and signs a grant with the authorisation key the
// server gave that manager at login. The grant names the business, the action and the row it is for, and
// expires; the server checks it again inside the write's transaction.
import { z } from 'zod';

export const authorizedBy = z.object({
  userId: z.uuid(),
  /** base64url(JSON claims) "." base64url(HMAC-SHA256 with the manager's authorisation key) */
  grant: z.string().min(10).max(2000),
});
export type AuthorizedBy = z.infer<typeof authorizedBy>;

/** What a grant says. Times are seconds since the epoch. */
export interface GrantClaims {
  /** the authorising manager */
  sub: string;
  /** the business */
  biz: string;
  /** the guarded action */
  act: string;
  /** the row it is for: the order, the order product, the order pad or the cash entry */
  ent: string;
  iat: number;
  exp: number;
}

/** How long a grant stays good: long enough for a write queued offline to reach the server after a shift. */
export const GRANT_LIFETIME_SECONDS = 24 * 60 * 60;

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/** The grant for `claims`, its MAC made by `mac` (HMAC-SHA256 with the manager's key, base64url) over the body. */
export function encodeGrant(claims: GrantClaims, mac: (body: string) => string): string {
  const body = toBase64Url(JSON.stringify(claims));
  return `${body}.${mac(body)}`;
}

/** A grant's parts, or null when it is not one. */
export function decodeGrant(grant: string): { body: string; mac: string; claims: GrantClaims } | null {
  const [body, mac, extra] = grant.split('.');
  if (!body || !mac || extra !== undefined) return null;
  try {
    const c = JSON.parse(fromBase64Url(body)) as Partial<GrantClaims>;
    if (typeof c.sub !== 'string' || typeof c.biz !== 'string' || typeof c.act !== 'string' || typeof c.ent !== 'string' || typeof c.exp !== 'number') return null;
    return { body, mac, claims: c as GrantClaims };
  } catch {
    return null;
  }
}
