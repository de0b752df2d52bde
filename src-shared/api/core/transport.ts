// Sends a request descriptor: REST through axios, GraphQL reads through graphql-request. Every failure
// becomes a product error (000 §8); a 401 on any call becomes an unauthorized error for the handler.
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { GraphQLClient, ClientError } from 'graphql-request';
import type { BinaryAnswer, GqlRequestDescriptor, RequestDescriptor, RestRequestDescriptor } from './descriptor.js';
import { joinUrl, type BaseUrls } from './environments.js';
import { productErrorFrom, ProductError, UnauthorizedError, type FailureFacts } from './errors.js';
import { toFormData } from './multipart.js';

export interface TransportOptions {
  baseUrls: () => BaseUrls;
  token: () => string | undefined;
  onUnauthorized: (error: UnauthorizedError) => void;
  axiosInstance?: AxiosInstance;
}

function decodeBody(data: unknown): unknown {
  if (data instanceof ArrayBuffer || data instanceof Uint8Array) {
    const text = new TextDecoder().decode(data instanceof ArrayBuffer ? new Uint8Array(data) : data);
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (typeof data === 'string') {
    try {
      return JSON.parse(data);
    } catch {
      return data;
    }
  }
  return data;
}

function fileNameOf(disposition: unknown): string | undefined {
  if (typeof disposition !== 'string') return undefined;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1];
}

export function factsFromAxios(error: AxiosError): FailureFacts {
  const response = error.response;
  return {
    ...(response ? { status: response.status, statusText: response.statusText, body: decodeBody(response.data) } : {}),
    ownMessage: error.message,
  };
}

export function factsFromGraphQL(error: ClientError): FailureFacts {
  const { status, body, errors } = error.response;
  return {
    status,
    body: decodeBody(body),
    ...(errors ? { graphQLErrors: errors } : {}),
    ownMessage: error.message,
  };
}

export class Transport {
  private readonly http: AxiosInstance;
  constructor(private readonly options: TransportOptions) {
    this.http = options.axiosInstance ?? axios.create();
  }

  async send(descriptor: RequestDescriptor): Promise<unknown> {
    try {
      return descriptor.kind === 'gql' ? await this.sendGql(descriptor) : await this.sendRest(descriptor);
    } catch (error) {
      const product = this.toProductError(error);
      if (product instanceof UnauthorizedError) this.options.onUnauthorized(product);
      throw product;
    }
  }

  private authHeaders(): Record<string, string> {
    const token = this.options.token();
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  private async sendRest(d: RestRequestDescriptor): Promise<unknown> {
    const base = this.options.baseUrls()[d.base];
    const response = await this.http.request({
      url: joinUrl(base, d.path),
      method: d.method,
      headers: { ...(d.base === 'external' ? {} : this.authHeaders()), ...d.headers },
      data: d.multipart ? toFormData(d.multipart) : d.body === null ? undefined : d.body,
      responseType: d.binary ? 'arraybuffer' : 'json',
      ...(d.timeoutMs ? { timeout: d.timeoutMs } : {}),
    });
    if (!d.binary) return response.data;
    const raw: unknown = response.data;
    const data = raw instanceof Uint8Array ? new Uint8Array(raw) : new Uint8Array(raw as ArrayBuffer);
    const answer: BinaryAnswer = { data, contentType: String(response.headers['content-type'] ?? 'application/octet-stream') };
    const fileName = fileNameOf(response.headers['content-disposition']);
    if (fileName) answer.fileName = fileName;
    return answer;
  }

  private async sendGql(d: GqlRequestDescriptor): Promise<unknown> {
    const client = new GraphQLClient(joinUrl(this.options.baseUrls().main, d.path), {
      headers: { ...this.authHeaders(), ...d.headers },
    });
    const data = await client.request<Record<string, unknown>>(d.body.query, d.body.variables);
    return data[d.field];
  }

  private toProductError(error: unknown): ProductError {
    if (error instanceof ProductError) return error;
    if (error instanceof AxiosError) return productErrorFrom(factsFromAxios(error), error);
    if (error instanceof ClientError) return productErrorFrom(factsFromGraphQL(error), error);
    const own = error instanceof Error ? error.message : undefined;
    return productErrorFrom(own ? { ownMessage: own } : {}, error);
  }
}
