// Every bench suite, in the order they run; `npm run bench -- --only NAME` picks one.
import type { BenchSuite } from '../lib/types';
import { baselineSuite } from './baseline';

export const suites: BenchSuite[] = [baselineSuite];
