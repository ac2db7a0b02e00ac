// Tidies the generated OpenAPI document so that standard tools (client generators, Redocly's recommended rules)
// accept it: a stable operationId per operation, declared servers and security, path parameters that the path
// carries, and no `nullable` without a type.
import type { OpenAPIV3 } from 'openapi-types';

type Document = OpenAPIV3.Document;
type Operation = OpenAPIV3.OperationObject;
type Parameter = OpenAPIV3.ParameterObject;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `get /api/modele-message/{page}/{size}` → `getModeleMessageByPageBySize`: derived from the route, so stable. */
export function operationIdOf(method: string, path: string): string {
  const parts = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      return parameter ? ['By', ...words(parameter[1] as string)] : words(segment);
    });
  return method + parts.map(capitalised).join('');
}

const parameterNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);

/** A schema with `nullable` but no `type` gets the type its alternatives share (all of ours are strings). */
function typeNullables(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) typeNullables(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && schema.type === undefined) {
    const alternatives = (schema.anyOf ?? schema.oneOf ?? []) as Array<{ type?: string }>;
    const types = new Set(alternatives.map((alternative) => alternative.type));
    const [only] = types;
    if (types.size === 1 && only) schema.type = only;
  }
  for (const value of Object.values(schema)) typeNullables(value);
}

/** Operations of two paths that differ only in their parameters' names go under the first path's names. */
function mergeIdenticalPaths(paths: OpenAPIV3.PathsObject): void {
  const firstByShape = new Map<string, string>();
  for (const path of Object.keys(paths)) {
    const shape = path.replace(/\{[^}]+\}/g, '{}');
    const first = firstByShape.get(shape);
    if (!first) {
      firstByShape.set(shape, path);
      continue;
    }
    const names = parameterNames(first);
    const renamed = new Map(parameterNames(path).map((name, index) => [name, names[index] as string]));
    const item = paths[path] as OpenAPIV3.PathItemObject;
    const target = paths[first] as OpenAPIV3.PathItemObject;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const parameter of (operation.parameters ?? []) as Parameter[]) {
        const name = parameter.in === 'path' ? renamed.get(parameter.name) : undefined;
        if (!name) continue;
        parameter.description = [`Ici : ${parameter.name}.`, parameter.description].filter(Boolean).join(' ');
        parameter.name = name;
      }
      operation.operationId ??= operationIdOf(method, path);
      target[method] = operation;
    }
    delete paths[path];
  }
}

export function tidyOpenapiDocument(generated: Document, serverUrl: string): Document {
  const document = structuredClone(generated);
  document.servers = [{ url: serverUrl }];
  for (const [path, item] of Object.entries(document.paths)) {
    const names = new Set(parameterNames(path));
    for (const method of METHODS) {
      const operation: Operation | undefined = item?.[method];
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path);
      // A route registered with and without its {search} segment shares one params schema.
      operation.parameters = (operation.parameters as Parameter[] | undefined)?.filter(
        (parameter) => parameter.in !== 'path' || names.has(parameter.name),
      );
      // No requirement means public: said explicitly, as the linters ask.
      operation.security ??= [];
    }
  }
  mergeIdenticalPaths(document.paths);
  typeNullables(document);
  return document;
}
