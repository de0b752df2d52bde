// Signed tokens: base64url(JSON claims) "." base64url(HMAC-SHA256), with an expiry (12 h by default).
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  /** user id */
  sub: string;
  /** issued at / expires at, seconds since the epoch */
  iat: number;
  exp: number;
  /** the user's session version when issued (users.session_version); tokens from before it existed carry none (0) */
  ver?: number;
  /** a token of someone who is no platform user (the online store's customer): who it is for, and its business */
  aud?: string;
  biz?: string;
}

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

export class TokenSigner {
  constructor(private readonly secret: string) {}

  sign(userId: string, now = Date.now(), lifetimeSeconds = TOKEN_LIFETIME_SECONDS, sessionVersion = 0): { token: string; expiresAt: Date } {
    const iat = Math.floor(now / 1000);
    const claims: TokenClaims = { sub: userId, iat, exp: iat + lifetimeSeconds, ver: sessionVersion };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return { token: `${body}.${this.mac(body)}`, expiresAt: new Date(claims.exp * 1000) };
  }

  /** A token for someone outside the platform's users (`aud`), good in one business only. */
  signScoped(sub: string, aud: string, biz: string, lifetimeSeconds: number, now = Date.now()): { token: string; expiresAt: Date } {
    const iat = Math.floor(now / 1000);
    const claims: TokenClaims = { sub, iat, exp: iat + lifetimeSeconds, aud, biz };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return { token: `${body}.${this.mac(body)}`, expiresAt: new Date(claims.exp * 1000) };
  }

  /** The claims of a valid token, 'expired', or 'invalid'. */
  verify(token: string, now = Date.now()): TokenClaims | 'expired' | 'invalid' {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) return 'invalid';
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    let claims: TokenClaims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return 'invalid';
    }
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return 'invalid';
    return claims.exp * 1000 <= now ? 'expired' : claims;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}
