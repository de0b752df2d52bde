// The platform's typed client: `createApi(config)` gives one module per area, one function per call.
export { createApi, allCalls, areaCalls, type Api, type CallId, type AreaName } from './registry.js';
export { ApiClient, type ApiClientConfig } from './core/client.js';
export type { ApiSession, CallContext } from './core/context.js';
export type { RequestDescriptor, RestRequestDescriptor, GqlRequestDescriptor, MultipartPart, BinaryAnswer, ApiBase } from './core/descriptor.js';
export { ProductError, UnauthorizedError, ClientRuleError, messageForUser } from './core/errors.js';
export { baseUrlsFor, LOCAL_BASE_URL, LINK_VENDAS_PREFIX } from './core/environments.js';
export type { ApiFile } from './core/json.js';
