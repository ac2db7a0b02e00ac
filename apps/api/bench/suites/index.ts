// Every bench suite, in the order they run; `npm run bench -- --only NAME` picks one.
import type { BenchSuite } from '../lib/types';
import { applicationTotalsSuite } from './application-totals';
import { baselineSuite } from './baseline';
import { candidateFileSuite } from './candidate-file';
import { messagingSuite } from './messaging';
import { outcomesSuite } from './outcomes';
import { passwordResetSuite } from './password-reset';
import { profileSearchSuite } from './profile-search';
import { prospectsCsvSuite } from './prospects-csv';
import { remindersSuite } from './reminders';

export const suites: BenchSuite[] = [
  baselineSuite,
  applicationTotalsSuite,
  profileSearchSuite,
  messagingSuite,
  prospectsCsvSuite,
  passwordResetSuite,
  remindersSuite,
  candidateFileSuite,
  outcomesSuite,
];
