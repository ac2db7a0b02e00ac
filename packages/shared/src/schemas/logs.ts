// The admin log console (SPEC §2.9 /admin/console-log, §6: admins only): lines streamed over the realtime socket.
import { z } from 'zod';

/** How many lines a console gets on opening, and keeps. */
export const LOG_HISTORY_LINES = 500;
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_LEVEL_LABELS: Record<LogLevel, string> = {
  trace: 'Trace',
  debug: 'Débogage',
  info: 'Info',
  warn: 'Avertissement',
  error: 'Erreur',
  fatal: 'Fatale',
};

/** One log line as the console shows it; `text` is the rest of the (already redacted) record. */
export interface LogLine {
  /** Epoch milliseconds. */
  time: number;
  level: LogLevel;
  /** The API process that wrote it. */
  process: string;
  reqId: string | null;
  msg: string;
  text: string;
}

/** Client messages: open the console (history then live lines), close it. */
export const LOG_SUBSCRIBE = 'logs.subscribe';
export const LOG_UNSUBSCRIBE = 'logs.unsubscribe';
export const logSubscribeSchema = z.object({ type: z.literal(LOG_SUBSCRIBE) });
export const logUnsubscribeSchema = z.object({ type: z.literal(LOG_UNSUBSCRIBE) });

/** Server events: a process's recent lines on opening, then batches of new lines with how many were dropped. */
export const LOG_HISTORY = 'logs.history';
export const LOG_LINES = 'logs.lines';
export interface LogLinesEvent {
  type: typeof LOG_HISTORY | typeof LOG_LINES;
  [field: string]: unknown;
  lines: LogLine[];
  /** Lines this process left out because they came faster than a console can take. */
  dropped: number;
}

export const LOG_MESSAGES = {
  adminOnly: 'Seuls les administrateurs peuvent lire la console des journaux.',
} as const;

/** What stands in for a secret in the log. */
export const REDACTED = '[caché]';
