// `npm run lighthouse`: Lighthouse's performance scores, LCP, TBT and CLS for the home page, /recherche and
// /connexion, mobile and desktop presets, in the system Chromium (CHROME_PATH, default /usr/bin/chromium), each printed
// beside its target; `--page /recherche` and `--preset mobile` (repeatable) narrow it down. It measures the compiled
// server as `npm start` runs it — started here on a free port with a throwaway database and the demo data — or a
// running one given as `--url http://host:port`.
// Each page is loaded as a first visit (empty profile): the consent dialog shows, nothing is cached.
// Each line ends with Lighthouse's CPU benchmark index of this machine: the mobile preset slows the CPU four times
// whatever its speed, so TBT and the score fall on a slow or busy machine. `--save DIR` keeps every report (JSON).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '1' },
    save: { type: 'string' },
    page: { type: 'string', multiple: true },
    preset: { type: 'string', multiple: true },
  },
});
const PAGES = values.page ?? ['/', '/recherche', '/connexion'];
const TARGETS = { mobile: 90, desktop: 95 };
const CLS_LIMIT = 0.05;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function startServer() {
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-changed.mjs'), 'web', 'api'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('The build failed.');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tremplin-lighthouse-'));
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: path.join(root, 'apps/api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return { url, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error('The server did not start: see its messages above.');
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function main() {
  const runs = Math.max(1, Number(values.runs));
  const server = values.url ? { url: values.url.replace(/\/$/, ''), stop: () => {} } : await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  let missed = 0;
  try {
    console.log(`Lighthouse on ${server.url} (median of ${runs} run${runs > 1 ? 's' : ''} per line)`);
    const presets = [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ].filter(([name]) => !values.preset || values.preset.includes(name));
    for (const [preset, config] of presets) {
      for (const page of PAGES) {
        const results = [];
        // A run whose trace Lighthouse could not read (runtimeError, score null) is run again, twice at most.
        let failed = 0;
        for (let k = 0; results.length < runs && failed <= 2; k++) {
          const result = await lighthouse(
            `${server.url}${page}`,
            { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
            config,
          );
          if (values.save) {
            mkdirSync(values.save, { recursive: true });
            const name = `${preset}${page === '/' ? '-accueil' : page.replaceAll('/', '-')}-${k + 1}.json`;
            writeFileSync(path.join(values.save, name), result.report);
          }
          if (result.lhr.runtimeError) {
            failed++;
            console.log(`${preset.padEnd(8)} ${page.padEnd(11)} essai écarté : ${result.lhr.runtimeError.code}`);
          } else results.push(result.lhr);
        }
        if (!results.length) throw new Error(`Lighthouse could not measure ${page} (${preset}).`);
        const pick = (read) => median(results.map(read));
        const score = Math.round(pick((lhr) => lhr.categories.performance.score) * 100);
        const lcp = pick((lhr) => lhr.audits['largest-contentful-paint'].numericValue);
        const tbt = pick((lhr) => lhr.audits['total-blocking-time'].numericValue);
        const cls = pick((lhr) => lhr.audits['cumulative-layout-shift'].numericValue);
        const fcp = pick((lhr) => lhr.audits['first-contentful-paint'].numericValue);
        const cpu = pick((lhr) => lhr.environment.benchmarkIndex);
        const element = results[0].audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
        const shift = results[0].audits['layout-shifts']?.details?.items?.[0];
        const ok = score >= TARGETS[preset] && cls < CLS_LIMIT;
        if (!ok) missed++;
        console.log(
          `${preset.padEnd(8)} ${page.padEnd(11)} score ${String(score).padStart(3)} (≥ ${TARGETS[preset]})  ` +
            `FCP ${(fcp / 1000).toFixed(2)} s  LCP ${(lcp / 1000).toFixed(2)} s  TBT ${Math.round(tbt)} ms  ` +
            `CLS ${cls.toFixed(3)} (< ${CLS_LIMIT})  ${ok ? 'atteint' : 'MANQUÉ'}  (indice CPU ${Math.round(cpu)})` +
            (element ? `\n         plus grand élément : ${element.snippet}` : '') +
            (shift?.node && cls >= 0.01 ? `\n         plus grand décalage : ${shift.node.snippet}` : ''),
        );
      }
    }
  } finally {
    await chrome.kill();
    server.stop();
  }
  console.log(missed ? `${missed} page(s) sous l’objectif.` : 'Tous les objectifs sont atteints.');
  if (missed) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
