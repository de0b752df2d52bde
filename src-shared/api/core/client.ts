// The client every area module binds to: the current session (context, ids, project, environment), the
// token, the base URLs, the unauthorized handler, and the transport that sends descriptors.
import type { AxiosInstance } from 'axios';
import { newId } from '../../ids/uuid.js';
import type { Environment } from '../enums.js';
import type { RequestDescriptor } from './descriptor.js';
import type { ApiSession } from './context.js';
import type { CallRunner } from './define.js';
import { baseUrlsFor, type BaseUrls } from './environments.js';
import type { UnauthorizedError } from './errors.js';
import { Transport } from './transport.js';

export interface ApiClientConfig {
  session: ApiSession;
  /** Base URLs per environment; local defaults to http://127.0.0.1:3333 for every API. */
  baseUrls?: Partial<Record<Environment, Partial<BaseUrls>>>;
  token?: string;
  onUnauthorized?: (error: UnauthorizedError) => void;
  newIdempotencyKey?: () => string;
  log?: (line: string) => void;
  axiosInstance?: AxiosInstance;
}

export class ApiClient implements CallRunner {
  private current: ApiSession;
  private token: string | undefined;
  private unauthorizedHandler: ((error: UnauthorizedError) => void) | undefined;
  private readonly transport: Transport;

  constructor(private readonly config: ApiClientConfig) {
    this.current = { ...config.session };
    this.token = config.token;
    this.unauthorizedHandler = config.onUnauthorized;
    this.transport = new Transport({
      baseUrls: () => this.baseUrls(),
      token: () => this.token,
      onUnauthorized: (error) => this.unauthorizedHandler?.(error),
      ...(config.axiosInstance ? { axiosInstance: config.axiosInstance } : {}),
    });
  }

  session(): ApiSession {
    return { ...this.current };
  }

  setSession(patch: Partial<ApiSession>): void {
    this.current = { ...this.current, ...patch };
  }

  setToken(token: string | undefined): void {
    this.token = token;
  }

  getToken(): string | undefined {
    return this.token;
  }

  /** "A 401 on any REST or GraphQL call triggers a registered unauthorized handler" (000 §7). */
  onUnauthorized(handler: (error: UnauthorizedError) => void): void {
    this.unauthorizedHandler = handler;
  }

  baseUrls(): BaseUrls {
    return baseUrlsFor(this.current.environment, this.config.baseUrls);
  }

  newIdempotencyKey(): string {
    return this.config.newIdempotencyKey?.() ?? newId();
  }

  log(line: string): void {
    (this.config.log ?? ((l: string) => console.error(l)))(line);
  }

  /** Sends a descriptor, built now or stored earlier (the outbox replays them through here). */
  send(descriptor: RequestDescriptor): Promise<unknown> {
    return this.transport.send(descriptor);
  }
}
