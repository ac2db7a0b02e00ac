// The HTTP client of the web app (SPEC §4, §7, §8; DESIGN API conventions): same-origin fetch, JSON in and out,
// the stored bearer token, the global loading flag, and French error toasts.
import { AUTH_TYPE, href, REQUEST_MESSAGES } from '@tremplin/shared';
import { env } from '@/config/env';
import { beginLoading, lingerFor } from './loading-store';
import { navigateTo } from './navigation';
import { notify } from './notifications';
import { clearSession, useSessionStore } from './session-store';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'abort';
export type QueryValue = string | number | boolean | null | undefined;

/** Every failure of a call: `message` is the French text a person can read (already toasted unless silent). */
export class ApiClientError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status, or null when no answer came back. */
  readonly status: number | null;
  /** The decoded error body ({ statusCode, error, message } from the API). */
  readonly body: unknown;

  constructor(kind: ApiErrorKind, message: string, status: number | null = null, body: unknown = undefined) {
    super(message);
    this.name = 'ApiClientError';
    this.kind = kind;
    this.status = status;
    this.body = body;
  }
}

export interface RequestOptions {
  method?: HttpMethod;
  /** JSON-encoded, except FormData, Blob, URLSearchParams and ArrayBuffer, which are sent as they are. */
  body?: unknown;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** No timeout unless given (SPEC §9). */
  timeoutMs?: number;
  /** A token to send instead of the stored one (password reset and confirmation links). */
  bearer?: string;
  /** Whether to send the stored token; true by default. */
  auth?: boolean;
  /** How to read a successful answer; by default JSON when the server says so, text otherwise. */
  responseType?: 'json' | 'text' | 'blob';
  /** No toast for failures: the caller shows the error itself. A 401 still signs out unless handleUnauthorized is false. */
  silent?: boolean;
  /** Whether a 401 goes through onUnauthorized (refresh, else sign out); false for the refresh call itself. */
  handleUnauthorized?: boolean;
  /** Global loading flag: false to leave it alone, or how long it lingers (default 1000 ms, 2000 ms for POST). */
  loading?: boolean | number;
}

let baseUrl = env.apiBaseUrl.replace(/\/+$/, '');

/** Points the client at another origin (tests, or an API not serving the app). */
export function configureApiClient(options: { baseUrl: string }): void {
  baseUrl = options.baseUrl.replace(/\/+$/, '');
}

/** Renews the access token; resolves true when the session may go on with the new token. */
export type TokenRefresher = () => Promise<boolean>;

let refresher: TokenRefresher | null = null;
let refreshing: Promise<boolean> | null = null;

/** Plugs in the token-refresh flow tried before a 401 signs the user out (null removes it). */
export function setTokenRefresher(refresh: TokenRefresher | null): void {
  refresher = refresh;
}

/**
 * Runs the plugged-in refresh, one at a time: calls arriving while one is under way share its outcome, so a
 * rotating refresh token is presented once. Resolves false when no refresher is plugged in.
 */
export function refreshSession(): Promise<boolean> {
  const refresh = refresher;
  if (!refresh) return Promise.resolve(false);
  refreshing ??= refresh()
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export interface UnauthorizedContext {
  /** The failed call carried the stored token (a refresh can only help then). */
  usedStoredToken: boolean;
  /** The call was already a retry after a refresh. */
  retried: boolean;
  /** The token the failed call carried, when it was the stored one. */
  sentToken?: string | null;
  /** The session's token when the call was sent, whether or not the call carried it. */
  sessionAtSend?: string | null;
}

/**
 * SPEC §8, any 401: first a token refresh when one is plugged in (one at a time for concurrent calls); when that
 * is impossible or fails, the session is cleared, the server's message is toasted and the user goes to the login
 * page. Resolves true when the call may be retried.
 */
export async function onUnauthorized(error: ApiClientError, context: UnauthorizedContext): Promise<boolean> {
  const current = useSessionStore.getState().auth.token;
  // A call answered after another one already renewed the token only needs to go again with the new one.
  if (context.sentToken && current && current !== context.sentToken) return true;
  // An answer to a call sent before the present session began says nothing about that session.
  if (current && context.sessionAtSend !== undefined && current !== context.sessionAtSend) return false;
  if (refresher && context.usedStoredToken && !context.retried && (await refreshSession())) return true;
  endSession(error.message || REQUEST_MESSAGES.unauthenticated);
  return false;
}

/** Signs out here: the session is cleared, the message toasted, and the user goes to the login page. */
export function endSession(message: string): void {
  clearSession();
  notify.error(message, 'unauthorized');
  navigateTo(href('login'));
}

/** The absolute address of an API path, for code that fetches on its own (the bot-check widget). */
export const apiUrl = (path: string): string => buildUrl(path, undefined);

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) search.append(key, String(v));
  }
  const qs = search.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  ) {
    return body;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response, type: RequestOptions['responseType']): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  if (type === 'blob') return response.blob();
  const text = await response.text();
  if (type === 'text') return text;
  if (!text) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

const serverMessage = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message || null
    : null;

async function send<T>(path: string, options: RequestOptions, retried: boolean): Promise<T> {
  const method = options.method ?? 'GET';
  const { token, typeToken } = useSessionStore.getState().auth;
  const storedToken = options.auth === false ? null : token;
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (options.bearer) headers.set('Authorization', `${AUTH_TYPE} ${options.bearer}`);
  else if (storedToken) headers.set('Authorization', `${typeToken || AUTH_TYPE} ${storedToken}`);
  const body = encodeBody(options.body, headers);

  // One controller for the caller's signal and the optional timeout.
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  else options.signal?.addEventListener('abort', onAbort, { once: true });
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, options.timeoutMs);

  const failure = (): ApiClientError => {
    if (timedOut) return new ApiClientError('timeout', REQUEST_MESSAGES.timeout);
    if (options.signal?.aborted) return new ApiClientError('abort', REQUEST_MESSAGES.cancelled);
    return new ApiClientError('network', REQUEST_MESSAGES.networkError);
  };

  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    payload = await readBody(response, response.ok ? options.responseType : undefined);
  } catch {
    const error = failure();
    // A call the app itself cancelled (a screen left, a query replaced) is not worth a toast.
    if (error.kind !== 'abort' && !options.silent) notify.error(error.message, `client-${error.kind}`);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  if (response.ok) return payload as T;

  if (response.status === 401 && options.handleUnauthorized !== false) {
    const error = new ApiClientError('http', serverMessage(payload) ?? REQUEST_MESSAGES.unauthenticated, 401, payload);
    const usedStoredToken = !options.bearer && !!storedToken;
    const retry = await onUnauthorized(error, {
      usedStoredToken,
      retried,
      sentToken: usedStoredToken ? storedToken : null,
      sessionAtSend: token,
    });
    if (retry) return send<T>(path, options, true);
    throw error;
  }
  const error = new ApiClientError(
    'http',
    serverMessage(payload) ?? REQUEST_MESSAGES.genericError,
    response.status,
    payload,
  );
  if (!options.silent) notify.error(error.message);
  throw error;
}

/** Calls the API; resolves with the decoded answer or rejects with an ApiClientError. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const end = options.loading === false ? null : beginLoading();
  try {
    return await send<T>(path, options, false);
  } finally {
    end?.(typeof options.loading === 'number' ? options.loading : lingerFor(method));
  }
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T = unknown>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
