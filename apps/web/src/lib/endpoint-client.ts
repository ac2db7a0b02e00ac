// Calls an endpoint declared in packages/shared (docs/decisions/0022): the path, the method and the types of what
// goes in and comes back are the declaration's, so a change there changes or breaks the calls here. Refresh, toasts
// and the loading flag stay those of the HTTP client underneath (lib/api-client).
import {
  type EndpointAnswer,
  type EndpointBodyInput,
  type EndpointDeclaration,
  type EndpointParams,
  type EndpointQueryInput,
  fillPath,
} from '@tremplin/shared';
import { apiRequest, apiUrl, type QueryValue, type RequestOptions } from './api-client';

type Part<Name extends string, T> = [T] extends [undefined] ? { [K in Name]?: undefined } : { [K in Name]: T };

/** What a call sends: the path's parameters, the query and the body, each present exactly when declared. */
export type CallInput<E extends EndpointDeclaration> = Part<'params', EndpointParams<E>> &
  Part<'query', EndpointQueryInput<E>> &
  Part<'body', EndpointBodyInput<E>>;

type NeedsInput<E extends EndpointDeclaration> = Record<never, never> extends CallInput<E> ? false : true;

export type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'query'>;

export function call<E extends EndpointDeclaration>(
  endpoint: E,
  ...[input, options]: NeedsInput<E> extends true
    ? [input: CallInput<E>, options?: CallOptions]
    : [input?: CallInput<E>, options?: CallOptions]
): Promise<EndpointAnswer<E>> {
  const sent = (input ?? {}) as { params?: Record<string, unknown>; query?: unknown; body?: unknown };
  return apiRequest<EndpointAnswer<E>>(fillPath(endpoint.path, sent.params), {
    ...(endpoint.file ? { responseType: 'blob' as const } : {}),
    ...options,
    method: endpoint.method,
    body: sent.body,
    query: sent.query as Record<string, QueryValue | readonly QueryValue[]> | undefined,
  });
}

/** The address of a GET endpoint, for a link or an element's `src`. */
export const endpointUrl = <E extends EndpointDeclaration>(endpoint: E, params: EndpointParams<E>): string =>
  apiUrl(fillPath(endpoint.path, params as Record<string, unknown>));
