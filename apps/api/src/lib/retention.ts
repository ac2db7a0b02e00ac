// How long an account's data is kept: counted from its last activity, or until the erasure its owner asked for.
export interface RetentionSettings {
  erasureGraceDays: number;
  retentionMonths: number;
  warningDays: number;
}

const DAY_MS = 24 * 3600_000;
export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);
export const addMonths = (d: Date, months: number) => {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() + months);
  return r;
};

/** A pending erasure, else the end of the retention period counted from the last activity. */
export const dueDate = (
  user: { erasureDueAt: Date | null; lastActivityAt: Date },
  settings: Pick<RetentionSettings, 'retentionMonths'>,
) => user.erasureDueAt ?? addMonths(user.lastActivityAt, settings.retentionMonths);
