// Login (000 §7, §9; 002 §7 Login): "POST /login/login-{project} with credentials; returns user and token",
// "GET /login/me-{project} with the token in the Authorization header; returns the user". "Web projects
// (gestao, pdv, linkVendas) keep the token and the current business id in browser local storage under
// configured keys. On login, the stored business is kept if the user still has it; otherwise the user's
// first business is selected."
import type { LoginAnswer, LoginBody, LoginUser } from '../schemas/login.js';
import type { Api } from '../registry.js';

/** Local storage as the renderer has it (passed in: src-shared has no DOM). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface LoginStorageKeys {
  token: string;
  businessId: string;
}

/** The stored business if the user still has it, else the user's first (undefined when they have none). */
export function selectBusinessId(user: Pick<LoginUser, 'businesses'>, storedBusinessId: string | null | undefined): string | undefined {
  if (storedBusinessId && user.businesses.some((b) => b.id === storedBusinessId)) return storedBusinessId;
  return user.businesses[0]?.id;
}

function applyBusiness(api: Api, user: LoginUser, storage: KeyValueStorage, keys: LoginStorageKeys): string | undefined {
  const businessId = selectBusinessId(user, storage.getItem(keys.businessId));
  if (businessId) {
    storage.setItem(keys.businessId, businessId);
    api.client.setSession({ businessId });
  } else {
    storage.removeItem(keys.businessId);
  }
  return businessId;
}

export async function login(
  api: Api,
  credentials: LoginBody,
  storage: KeyValueStorage,
  keys: LoginStorageKeys,
): Promise<{ answer: LoginAnswer; businessId: string | undefined }> {
  const project = api.client.session().project;
  const answer = (await api.login.loginLogin({ params: { project }, body: credentials })) as LoginAnswer;
  storage.setItem(keys.token, answer.token);
  api.client.setToken(answer.token);
  return { answer, businessId: applyBusiness(api, answer.user, storage, keys) };
}

/** Resumes a stored session: the stored token is sent to me-{project}; the business rule applies again. */
export async function resumeSession(
  api: Api,
  storage: KeyValueStorage,
  keys: LoginStorageKeys,
): Promise<{ user: LoginUser; businessId: string | undefined } | null> {
  const token = storage.getItem(keys.token);
  if (!token) return null;
  api.client.setToken(token);
  const project = api.client.session().project;
  const user = (await api.login.loginMe({ params: { project } })) as LoginUser;
  return { user, businessId: applyBusiness(api, user, storage, keys) };
}

export function logout(api: Api, storage: KeyValueStorage, keys: LoginStorageKeys): void {
  storage.removeItem(keys.token);
  api.client.setToken(undefined);
}
