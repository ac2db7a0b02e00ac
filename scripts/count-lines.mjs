// Prints how many lines of code the web app and the API hold, tests left out: lines that are neither blank nor only a
// comment, in .ts, .tsx, .js, .jsx and .mjs files. Test files are *.test.* files and whatever sits in a __tests__ or
// testing folder. Usage: node scripts/count-lines.mjs [repository root]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const TREES = [
  ['web', 'apps/web/src'],
  ['api', 'apps/api/src'],
];
const SOURCE = /\.(ts|tsx|js|jsx|mjs)$/;
const TEST_FILE = /\.test\.[^.]+$/;
const TEST_FOLDERS = new Set(['__tests__', 'testing']);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!TEST_FOLDERS.has(entry.name) && entry.name !== 'node_modules')
        yield* sourceFiles(path.join(dir, entry.name));
    } else if (SOURCE.test(entry.name) && !TEST_FILE.test(entry.name)) {
      yield path.join(dir, entry.name);
    }
  }
}

/** Lines holding code: a line that is only a comment (// or a block comment's part) or blank does not count. */
function codeLines(text) {
  let count = 0;
  let inBlock = false;
  for (const raw of text.split('\n')) {
    let line = raw.trim();
    let code = false;
    while (line) {
      if (inBlock) {
        const end = line.indexOf('*/');
        if (end === -1) break;
        inBlock = false;
        line = line.slice(end + 2).trim();
      } else if (line.startsWith('//')) {
        break;
      } else if (line.startsWith('/*')) {
        inBlock = true;
        line = line.slice(2);
      } else {
        code = true;
        break;
      }
    }
    if (code) count += 1;
  }
  return count;
}

const format = new Intl.NumberFormat('en-GB');
for (const [name, tree] of TREES) {
  let lines = 0;
  let files = 0;
  for (const file of sourceFiles(path.join(root, tree))) {
    lines += codeLines(readFileSync(file, 'utf8'));
    files += 1;
  }
  console.log(`${name}: ${format.format(lines)} lines of code in ${files} files (${tree}, tests left out)`);
}
