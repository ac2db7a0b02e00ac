// One declaration per API endpoint (docs/decisions/0022): path as SPEC §7 writes it, schemas of what goes in and
// out, who may call it. The API binds its handler to it; the web calls it through a client typed from it.
import type { z } from 'zod';
import type { EndpointAccount, EndpointOwner, HttpMethod } from '../permissions';
import type { Role } from '../roles';

export interface EndpointDeclaration {
  method: HttpMethod;
  /**
   * With `{name}` parameters, as SPEC §7 and OpenAPI write them. A last segment written `{name?}` may be left out
   * (DESIGN: a `{search}` segment is optional); the API registers the path with and without it.
   */
  path: string;
  /** What the call does, in French: the OpenAPI summary. */
  summary: string;
  /** More about it, in French, for the OpenAPI document. */
  description?: string;
  /** Roles allowed; absent means the endpoint is public. */
  roles?: readonly Role[];
  /** The caller must be the user this names, unless their role is exempt. */
  owner?: EndpointOwner;
  /** The call acts on the account this names as a whole: the rank rule applies (ACTS_ON_ROLES). */
  account?: EndpointAccount;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is a multipart form (a file upload), read by the handler itself. */
  multipart?: true;
  /** The success answer(s), by status. */
  responses: Partial<Record<200 | 201 | 202 | 204, z.ZodType>>;
  /** The answer is a file, not JSON. */
  file?: true;
  /** Error statuses the call may answer, each with the French error body. */
  errors: readonly number[];
}

/** Declares an endpoint, keeping its literal types for the API's handler and the web's client. */
export const endpoint = <const E extends EndpointDeclaration>(declaration: E): E => declaration;

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the handler reads and the client sends in the path. */
export type EndpointParams<E extends EndpointDeclaration> = Output<E['params']>;
export type EndpointQuery<E extends EndpointDeclaration> = Output<E['query']>;
/** The query as the client writes it (defaults may be left out). */
export type EndpointQueryInput<E extends EndpointDeclaration> = E['query'] extends z.ZodType
  ? z.input<E['query']>
  : undefined;
/** The body as the client writes it (defaults may be left out). */
export type EndpointBodyInput<E extends EndpointDeclaration> = E['multipart'] extends true
  ? FormData
  : E['body'] extends z.ZodType
    ? z.input<E['body']>
    : undefined;
export type EndpointBody<E extends EndpointDeclaration> = Output<E['body']>;
/** The success answer as the client reads it. */
export type EndpointAnswer<E extends EndpointDeclaration> = E['file'] extends true
  ? Blob
  : Output<E['responses'][200]> | Output<E['responses'][201]> | Output<E['responses'][202]> extends infer A
    ? [A] extends [undefined]
      ? undefined
      : Exclude<A, undefined>
    : never;

const PARAM = /\{(\w+)(\??)\}/g;

/** The Fastify paths of a declaration: `{id}` becomes `:id`, and a path ending `{name?}` is registered twice. */
export function routePaths(path: string): string[] {
  const fastify = (p: string) => p.replace(PARAM, ':$1');
  const optional = /\/\{\w+\?\}$/.exec(path);
  if (!optional) return [fastify(path)];
  return [fastify(path.slice(0, optional.index)), fastify(path)];
}

/**
 * The concrete path for these parameters, each encoded; an optional last segment with no value is left out.
 * Throws when a required parameter is missing, so that no call goes out to a wrong address.
 */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path
    .replace(/\/\{(\w+)\?\}$/, (_, name: string) => {
      const value = params[name];
      return value === undefined || value === null || value === '' ? '' : `/${encodeURIComponent(String(value))}`;
    })
    .replace(PARAM, (_, name: string) => {
      const value = params[name];
      if (value === undefined || value === null || value === '') throw new Error(`${path}: ${name} manque.`);
      return encodeURIComponent(String(value));
    });
}
