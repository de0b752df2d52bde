// Login on this terminal: the server checks the credentials (POST /login/login-pdv), the main process
// keeps the token sealed on disk so the outbox can replay after a restart, and the business in use
// follows the spec's rule: the stored business if the user still has it, else the user's first.
// Each person's token is also kept (sealed, in the same store) after they log out, but only while the outbox
// still holds writes they made: a cashier's sale queued offline replays as her after she has gone home and the
// waiter has logged in, so the server audits it under her name and checks her role, not his. If her token
// expires first, her writes wait (with a reason naming her) until she logs in again; nobody else's token is
// used for them, and nothing she did is lost.
import { createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { encodeGrant, GRANT_LIFETIME_SECONDS, type AuthorizedBy } from '../../src-shared/api/schemas/authorization.js';
import { SessionUser, type SessionView } from '../../src-shared/bridge/areas/session.js';
import { BridgeError } from '../../src-shared/bridge/protocol.js';
import { GUARDED_ACTIONS, mayDoAlone, type AuthorizationConfig, type GuardedAction } from '../../src-shared/domain/permissions.js';
import { authorizationMessages } from '../../src-shared/i18n/authorization.js';
import { passCodeMessages } from '../../src-shared/i18n/passCode.js';
import { syncMessages } from '../../src-shared/i18n/sync.js';
import type { SecretBox } from './secretBox.js';
import { SessionStore, type ReplayToken, type SessionData } from './store.js';

const MANAGER_ROLES = new Set(['business_manager', 'business_admin']);
const msg = syncMessages.session;

export interface SessionOptions {
  serverUrl: string;
  dir: string;
  box: SecretBox;
  /** The business this terminal serves before anyone logs in (POS_BUSINESS_ID). */
  defaultBusinessId: string | null;
  project?: string;
  onChange?: (view: SessionView) => void;
}

/** The spec's rule (000 §9): keep the stored business if the user still has it, else the first. */
export function chooseBusiness(user: SessionUser, stored: string | null): string | null {
  if (stored && user.businesses.some((b) => b.id === stored)) return stored;
  return user.businesses[0]?.id ?? null;
}

/** Refused manager's passes allowed within the window before a pause (authorize()). */
const MAX_REFUSED_PASSES = 5;
const PASS_WINDOW_MS = 15 * 60_000;

export class Session {
  private data: SessionData;
  private refusedPasses: number[] = [];
  private readonly store: SessionStore;

  constructor(private readonly options: SessionOptions) {
    this.store = new SessionStore(options.dir, options.box);
    this.data = this.store.load(options.defaultBusinessId);
    // A session saved before tokens were kept per person: the one logged in keeps theirs for replay.
    const { token, user } = this.data;
    if (token && user && !this.data.replayTokens[user.id]) {
      this.data.replayTokens = { ...this.data.replayTokens, [user.id]: this.replayToken(token, this.data.expiresAt, user, this.data.expired) };
    }
  }

  private replayToken(token: string, expiresAt: string | null, user: SessionUser, expired = false): ReplayToken {
    return { token, expiresAt, name: user.name, expired };
  }

  /** The person logged in now, if any. */
  get userId(): string | null {
    return this.data.token ? (this.data.user?.id ?? null) : null;
  }

  /** Their name (kept with each write they queue, for the pending screen). */
  get userName(): string | null {
    return this.data.token ? (this.data.user?.name ?? null) : null;
  }

  /**
   * The token a write made by `userId` replays with: that person's own, kept after they logged out, while it
   * is still good; null when there is none (their writes wait). A write with no recorded author (queued before
   * authors were recorded) goes with the current session's token, as it always did.
   */
  tokenFor(userId?: string | null, now = Date.now()): string | null {
    if (!userId) return this.token;
    const kept = this.data.replayTokens[userId];
    if (!kept || kept.expired) return null;
    if (kept.expiresAt && Date.parse(kept.expiresAt) <= now) return null;
    return kept.token;
  }

  /** The name of a person whose token is kept (for the reason shown while their writes wait). */
  nameOf(userId: string): string | null {
    return this.data.replayTokens[userId]?.name ?? (this.data.user?.id === userId ? this.data.user.name : null);
  }

  /** The server refused `userId`'s token: their writes wait for their next login; the counter asks for it if it is them. */
  markExpiredFor(userId: string | null | undefined): void {
    if (!userId) return this.markExpired();
    const kept = this.data.replayTokens[userId];
    if (kept && !kept.expired) this.persist({ ...this.data, replayTokens: { ...this.data.replayTokens, [userId]: { ...kept, expired: true } } });
    if (this.data.user?.id === userId) this.markExpired();
  }

  /**
   * Erases the kept tokens of people who are not logged in and have no writes waiting any more (`hasWrites`):
   * a token stays at rest no longer than it is needed.
   */
  forgetIdle(hasWrites: (userId: string) => boolean): void {
    const current = this.userId;
    const keep = Object.entries(this.data.replayTokens).filter(([id]) => id === current || hasWrites(id));
    if (keep.length === Object.keys(this.data.replayTokens).length) return;
    this.persist({ ...this.data, replayTokens: Object.fromEntries(keep) });
  }

  /** Saves without telling the screens: what changed is not part of their view. */
  private persist(next: SessionData): void {
    this.data = next;
    this.store.save(next);
  }

  get token(): string | null {
    return this.data.expired ? null : this.data.token;
  }

  get businessId(): string | null {
    return this.data.businessId;
  }

  view(): SessionView {
    const loggedIn = this.data.token !== null && this.data.user !== null;
    return {
      loggedIn,
      expired: this.data.expired,
      user: this.data.user,
      businessId: this.data.businessId,
      token: this.token,
      expiresAt: this.data.expiresAt,
      secretStorage: { kind: this.options.box.kind, description: this.options.box.description },
    };
  }

  private commit(next: SessionData): SessionView {
    this.data = next;
    this.store.save(next);
    const view = this.view();
    this.options.onChange?.(view);
    return view;
  }

  /** Asks the server; throws a BridgeError with the message a person reads. */
  private async authenticate(email: string, password: string): Promise<{ token: string; expiresAt: string | null; user: SessionUser; keys: Record<string, string> }> {
    let res: Response;
    try {
      res = await fetch(`${this.options.serverUrl}/login/login-${this.options.project ?? 'pdv'}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
        signal: AbortSignal.timeout(8_000),
      });
    } catch {
      throw new BridgeError({ code: 'offline', message: msg.serverUnreachable });
    }
    const body = (await res.json().catch(() => null)) as { token?: unknown; expiresAt?: unknown; user?: unknown; message?: unknown; authorizationKeys?: unknown } | null;
    if (!res.ok) {
      const message = typeof body?.message === 'string' && body.message ? body.message : msg.badCredentials;
      throw new BridgeError({ code: res.status === 401 || res.status === 400 ? 'bad_credentials' : 'login_failed', message });
    }
    const user = SessionUser.safeParse(body?.user);
    if (!user.success || typeof body?.token !== 'string') {
      throw new BridgeError({ code: 'login_failed', message: syncMessages.unexpected });
    }
    const keys = body.authorizationKeys && typeof body.authorizationKeys === 'object' ? (body.authorizationKeys as Record<string, string>) : {};
    return { token: body.token, expiresAt: typeof body.expiresAt === 'string' ? body.expiresAt : null, user: user.data, keys };
  }

  async login(email: string, password: string): Promise<SessionView> {
    const { token, expiresAt, user, keys } = await this.authenticate(email, password);
    const businessId = chooseBusiness(user, this.data.businessId);
    if (!businessId) throw new BridgeError({ code: 'no_business', message: msg.noBusiness });
    return this.commit({
      ...this.data,
      token,
      expiresAt,
      user,
      businessId,
      expired: false,
      managers: this.rememberManager(email, password, user, keys),
      // A new login also wakes the writes this person left waiting with an expired token.
      replayTokens: { ...this.data.replayTokens, [user.id]: this.replayToken(token, expiresAt, user) },
    });
  }

  private rememberManager(email: string, password: string, user: SessionUser, keys: Record<string, string> = {}): SessionData['managers'] {
    const managers = { ...this.data.managers };
    const key = email.trim().toLowerCase();
    const roles = Object.fromEntries(user.businesses.map((b) => [b.id, b.roles]));
    const configs = Object.fromEntries(user.businesses.map((b) => [b.id, { authorizationRoles: b.authorizationRoles }]));
    // Kept for whoever may authorise something somewhere: a manager, or a role the business names for an action.
    if (!user.businesses.some((b) => GUARDED_ACTIONS.some((a) => mayDoAlone(b.roles, a, configs[b.id])))) {
      delete managers[key];
      return managers;
    }
    const salt = randomBytes(16);
    managers[key] = {
      userId: user.id,
      name: user.name,
      salt: salt.toString('base64'),
      hash: scryptSync(password, salt, 32).toString('base64'),
      roles,
      configs,
      keys,
    };
    return managers;
  }

  /**
   * The person leaves. The outbox stays, and so does their token in `replayTokens` while writes they made
   * still wait (`hasWrites`), so those go to the server as them; without any, it is erased now and the server
   * ends their sessions too (issue 13 item 11: a copied token dies with the logout). The terminal logs out at
   * once, before the server answers; offline, or if the server fails, it logs out here all the same.
   */
  async logout(hasWrites: (userId: string) => boolean = () => false): Promise<SessionView> {
    const leaving = this.data.user?.id;
    const token = this.token;
    const replayTokens = { ...this.data.replayTokens };
    const waiting = leaving ? hasWrites(leaving) : false;
    if (leaving && !waiting) delete replayTokens[leaving];
    const view = this.commit({ ...this.data, token: null, expiresAt: null, user: null, expired: false, replayTokens });
    // With writes of theirs still waiting the token must stay good for them to replay as this person.
    if (token && !waiting) await this.endOnServer(token);
    return view;
  }

  /** POST /login/logout-{project}: ends every session of the token's person; unreachable or refused is no error. */
  private async endOnServer(token: string): Promise<void> {
    try {
      await fetch(`${this.options.serverUrl}/login/logout-${this.options.project ?? 'pdv'}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(5_000),
      });
    } catch {
      // Offline: the token still ends when it expires (12 h); the terminal holds it no more.
    }
  }

  selectBusiness(businessId: string): SessionView {
    const user = this.data.user;
    if (!user) throw new BridgeError({ code: 'not_logged_in', message: msg.notLoggedIn });
    if (!user.businesses.some((b) => b.id === businessId)) {
      throw new BridgeError({ code: 'forbidden', message: msg.businessNotAllowed });
    }
    return this.commit({ ...this.data, businessId });
  }

  /** The server refused the token (expired or revoked): keep the user, ask for a new login. */
  markExpired(): void {
    if (this.data.expired || !this.data.token) return;
    const id = this.data.user?.id;
    const kept = id ? this.data.replayTokens[id] : undefined;
    const replayTokens = id && kept?.token === this.data.token ? { ...this.data.replayTokens, [id]: { ...kept, expired: true } } : this.data.replayTokens;
    this.commit({ ...this.data, expired: true, replayTokens });
  }

  /**
   * A manager confirms with their own credentials: checked by the server when it answers, else against
   * the verifier kept from that manager's last login here. Returns the manager's name.
   */
  async verifyManager(email: string, password: string, businessId: string, action?: GuardedAction): Promise<string> {
    // For one guarded action, whoever the business names for it (config.authorizationRoles); else a manager.
    const may = (roles: readonly string[], config: AuthorizationConfig | undefined) =>
      action ? mayDoAlone(roles, action, config ?? null) : roles.some((r) => MANAGER_ROLES.has(r));
    try {
      const { user, keys } = await this.authenticate(email, password);
      const business = user.businesses.find((b) => b.id === businessId);
      if (!business || !may(business.roles, { authorizationRoles: business.authorizationRoles })) {
        throw new BridgeError({ code: 'forbidden', message: msg.managerRequired });
      }
      this.commit({ ...this.data, managers: this.rememberManager(email, password, user, keys) });
      return user.name;
    } catch (err) {
      if (!(err instanceof BridgeError) || err.code !== 'offline') throw err;
    }
    const verifier = this.data.managers[email.trim().toLowerCase()];
    if (!verifier) throw new BridgeError({ code: 'offline', message: msg.managerUnknownOffline });
    const hash = scryptSync(password, Buffer.from(verifier.salt, 'base64'), 32);
    if (!timingSafeEqual(hash, Buffer.from(verifier.hash, 'base64'))) {
      throw new BridgeError({ code: 'bad_credentials', message: msg.badCredentials });
    }
    if (!may(verifier.roles[businessId] ?? [], verifier.configs?.[businessId])) {
      throw new BridgeError({ code: 'forbidden', message: msg.managerRequired });
    }
    return verifier.name;
  }

  /**
   * A manager authorises one guarded action on one row at this counter: the password is checked as verifyManager
   * does (the server when it answers, else this manager's last login here), then a grant is signed with the key the
   * server gave that manager. The server checks the grant and the manager's roles again with the write.
   */
  async authorize(email: string, password: string, businessId: string, action: GuardedAction, entityId: string, now = Date.now()): Promise<{ name: string; authorizedBy: AuthorizedBy }> {
    // Offline the verifier is checked here with no server to slow guessing down: a few refusals, then a pause.
    this.refusedPasses = this.refusedPasses.filter((t) => t > now - PASS_WINDOW_MS);
    if (this.refusedPasses.length >= MAX_REFUSED_PASSES) {
      const minutes = Math.max(1, Math.ceil(((this.refusedPasses[0] ?? now) + PASS_WINDOW_MS - now) / 60_000));
      throw new BridgeError({ code: 'too_many_attempts', message: authorizationMessages.tooManyAttempts(minutes) });
    }
    const name = await this.verifyManager(email, password, businessId, action).catch((err: unknown) => {
      if (err instanceof BridgeError && (err.code === 'bad_credentials' || err.code === 'forbidden')) this.refusedPasses.push(now);
      if (err instanceof BridgeError && err.code === 'forbidden') throw new BridgeError({ code: 'forbidden', message: authorizationMessages.notAuthorizer });
      throw err;
    });
    const verifier = this.data.managers[email.trim().toLowerCase()];
    const key = verifier?.keys?.[businessId];
    if (!verifier || !key) throw new BridgeError({ code: 'offline', message: msg.managerUnknownOffline });
    if (!mayDoAlone(verifier.roles[businessId] ?? [], action, verifier.configs?.[businessId] ?? null)) throw new BridgeError({ code: 'forbidden', message: authorizationMessages.notAuthorizer });
    return { name, authorizedBy: signGrant(verifier.userId, key, businessId, action, entityId, now) };
  }

  /** Who may authorise something in this business among the managers who logged in here (the pass code's list). */
  managersHere(businessId: string): { userId: string; name: string }[] {
    return Object.values(this.data.managers)
      .filter((v) => GUARDED_ACTIONS.some((a) => mayDoAlone(v.roles[businessId] ?? [], a, v.configs?.[businessId] ?? null)))
      .map((v) => ({ userId: v.userId, name: v.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  }

  /**
   * A manager authorises one guarded action on one row by typing their pass code (the spec's validate-pass-code):
   * the server checks it and answers the grant; offline, the code is checked against the verifier kept from this
   * manager's last good pass code here, and the grant is signed with the key from their last login here.
   */
  async authorizeByPassCode(userId: string, passCode: string, businessId: string, action: GuardedAction, entityId: string, now = Date.now()): Promise<{ name: string; authorizedBy: AuthorizedBy }> {
    this.refusedPasses = this.refusedPasses.filter((t) => t > now - PASS_WINDOW_MS);
    if (this.refusedPasses.length >= MAX_REFUSED_PASSES) {
      const minutes = Math.max(1, Math.ceil(((this.refusedPasses[0] ?? now) + PASS_WINDOW_MS - now) / 60_000));
      throw new BridgeError({ code: 'too_many_attempts', message: authorizationMessages.tooManyAttempts(minutes) });
    }
    const known = Object.entries(this.data.managers).find(([, v]) => v.userId === userId);
    try {
      const answer = await this.validatePassCode(userId, passCode, businessId, action, entityId);
      if (known) {
        // Kept so the same code works here offline; sealed with the rest of the session.
        const [email, verifier] = known;
        const salt = randomBytes(16);
        const passCodes = { ...verifier.passCodes, [businessId]: { salt: salt.toString('base64'), hash: scryptSync(passCode, salt, 32).toString('base64') } };
        // The server's current key for this manager: a logout since their last login here made the old one void.
        const keys = answer.key ? { ...verifier.keys, [businessId]: answer.key } : verifier.keys;
        this.persist({ ...this.data, managers: { ...this.data.managers, [email]: { ...verifier, passCodes, keys } } });
      }
      return { name: answer.name, authorizedBy: answer.authorizedBy };
    } catch (err) {
      if (!(err instanceof BridgeError) || err.code !== 'offline') {
        if (err instanceof BridgeError && err.code === 'bad_credentials') this.refusedPasses.push(now);
        throw err;
      }
    }
    const verifier = known?.[1];
    const kept = verifier?.passCodes?.[businessId];
    const key = verifier?.keys?.[businessId];
    if (!verifier || !kept || !key) throw new BridgeError({ code: 'offline', message: passCodeMessages.unknownOffline });
    const hash = scryptSync(passCode, Buffer.from(kept.salt, 'base64'), 32);
    if (!timingSafeEqual(hash, Buffer.from(kept.hash, 'base64'))) {
      this.refusedPasses.push(now);
      throw new BridgeError({ code: 'bad_credentials', message: passCodeMessages.wrong });
    }
    if (!mayDoAlone(verifier.roles[businessId] ?? [], action, verifier.configs?.[businessId] ?? null)) {
      throw new BridgeError({ code: 'forbidden', message: authorizationMessages.notAuthorizer });
    }
    return { name: verifier.name, authorizedBy: signGrant(verifier.userId, key, businessId, action, entityId, now) };
  }

  /** The server's check of a pass code; 'offline' when it does not answer. */
  private async validatePassCode(userId: string, passCode: string, businessId: string, action: GuardedAction, entityId: string): Promise<{ name: string; authorizedBy: AuthorizedBy; key: string | null }> {
    const token = this.token;
    if (!token) throw new BridgeError({ code: 'offline', message: msg.serverUnreachable });
    let res: Response;
    try {
      res = await fetch(`${this.options.serverUrl}/businesses/${businessId}/entities/validate-pass-code`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, role: 'business' },
        body: JSON.stringify({ userId, passCode, action, entityId }),
        signal: AbortSignal.timeout(8_000),
      });
    } catch {
      throw new BridgeError({ code: 'offline', message: msg.serverUnreachable });
    }
    if (res.status >= 500) throw new BridgeError({ code: 'offline', message: msg.serverUnreachable });
    const body = (await res.json().catch(() => null)) as { valid?: unknown; name?: unknown; message?: unknown; authorizationKey?: unknown; authorizedBy?: { userId?: unknown; grant?: unknown } } | null;
    const message = typeof body?.message === 'string' && body.message ? body.message : null;
    if (res.status === 429) throw new BridgeError({ code: 'too_many_attempts', message: message ?? passCodeMessages.wrong });
    if (!res.ok) throw new BridgeError({ code: 'forbidden', message: message ?? authorizationMessages.notAuthorizer });
    if (body?.valid !== true) throw new BridgeError({ code: 'bad_credentials', message: message ?? passCodeMessages.wrong });
    const grant = body.authorizedBy;
    if (typeof body.name !== 'string' || typeof grant?.userId !== 'string' || typeof grant.grant !== 'string') throw new BridgeError({ code: 'login_failed', message: syncMessages.unexpected });
    return { name: body.name, authorizedBy: { userId: grant.userId, grant: grant.grant }, key: typeof body.authorizationKey === 'string' ? body.authorizationKey : null };
  }
}

/** A grant for one action on one row, signed with the manager's authorisation key for the business. */
function signGrant(userId: string, key: string, businessId: string, action: GuardedAction, entityId: string, now: number): AuthorizedBy {
  const iat = Math.floor(now / 1000);
  const claims = { sub: userId, biz: businessId, act: action, ent: entityId, iat, exp: iat + GRANT_LIFETIME_SECONDS };
  return { userId, grant: encodeGrant(claims, (body) => createHmac('sha256', key).update(body).digest('base64url')) };
}
