// Environments and base URLs (000 §7, §9): "Separate base URLs exist for the main API, report API, worker
// API and link API; the sales-link project uses a web-facing path prefix." "Environments: staging, testing,
// production, and a local default on port 3333."
import type { Environment } from '../enums.js';
import type { ApiBase } from './descriptor.js';

export type BaseUrls = Record<ApiBase, string>;

/** 000 §9 / 002 §9: "Default local environment port: 3333." */
export const LOCAL_PORT = 3333;
export const LOCAL_BASE_URL = `http://127.0.0.1:${LOCAL_PORT}`;

/** The public path prefix of the sales-link calls (calls.json scope `linkVendas`). */
export const LINK_VENDAS_PREFIX = '/link-vendas';

/** The GraphQL endpoint under the main base (our decision: `<main base>/graphql`). */
export const GRAPHQL_PATH = '/graphql';

/**
 * The base URLs of an environment. The documents give no host names for staging, testing and production,
 * so those come from configuration; local answers on port 3333 for every API. The postal-code service
 * (`external`) is a third-party URL, also configured.
 */
export function baseUrlsFor(environment: Environment, configured: Partial<Record<Environment, Partial<BaseUrls>>> = {}): BaseUrls {
  const given = configured[environment] ?? {};
  if (environment === 'local') {
    return {
      main: given.main ?? LOCAL_BASE_URL,
      report: given.report ?? given.main ?? LOCAL_BASE_URL,
      worker: given.worker ?? given.main ?? LOCAL_BASE_URL,
      link: given.link ?? given.main ?? LOCAL_BASE_URL,
      external: given.external ?? '',
    };
  }
  const { main, report, worker, link } = given;
  if (!main || !report || !worker || !link) {
    throw new Error(`base URLs of environment "${environment}" are not configured (main, report, worker, link)`);
  }
  return { main, report, worker, link, external: given.external ?? '' };
}

export function joinUrl(base: string, path: string): string {
  if (!base) return path;
  return base.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}
