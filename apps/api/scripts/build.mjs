// Compiles the server for `npm start`: one ES module bundle (dist/server.js) of the API's sources and the shared
// contract, with every installed package left to Node, so production runs JavaScript rather than TypeScript
// transpiled at start.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Installed packages stay imports; the workspace's own TypeScript packages are compiled in. */
const installedPackagesExternal = {
  name: 'installed-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tremplin/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [path.join(apiDir, 'src/server.ts')],
  outfile: path.join(apiDir, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [installedPackagesExternal],
});
