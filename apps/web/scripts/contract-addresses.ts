// In the browser build, each endpoint declaration of packages/shared/src/contract is reduced to what the client
// reads at run time: its method, its path and whether the answer is a file (docs/decisions/0022). The declarations'
// zod schemas serve the types and the API; shipped as they are, they would bring zod to every page that calls the
// API, about 22 KB more on public pages held to 150 KB.
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/** Feature files of the contract; endpoint.ts, params.ts, access.ts and index.ts hold no declarations. */
const FEATURE_FILE =
  /[\\/]packages[\\/]shared[\\/]src[\\/]contract[\\/](?!endpoint\.|params\.|access\.|index\.)[\w-]+\.ts$/;

const isDeclaration = (value: unknown): value is { method: string; path: string; file?: true } =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value;

function addressOnly(name: string, value: unknown, file: string): string {
  if (typeof value === 'object' && value !== null && Object.values(value).every(isDeclaration)) {
    const addresses = Object.fromEntries(
      Object.entries(value).map(([key, declaration]) => [
        key,
        { method: declaration.method, path: declaration.path, ...(declaration.file ? { file: true } : {}) },
      ]),
    );
    return `export const ${name} = ${JSON.stringify(addresses)};`;
  }
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
    return `export const ${name} = ${JSON.stringify(value)};`;
  throw new Error(
    `${file} : ${name} n’est ni un groupe de déclarations ni une constante ; placez-le hors de contract/.`,
  );
}

export const contractAddresses = (): Plugin => ({
  name: 'tremplin:contract-addresses',
  apply: 'build',
  async load(id) {
    if (!FEATURE_FILE.test(id)) return null;
    const declared = (await tsImport(pathToFileURL(id).href, import.meta.url)) as Record<string, unknown>;
    return Object.entries(declared)
      .filter(([name]) => name !== 'default')
      .map(([name, value]) => addressOnly(name, value, id))
      .join('\n');
  },
});
