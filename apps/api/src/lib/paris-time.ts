// Wall-clock time in Paris, where the organisation's days, reminders and calendars live, without a time-zone library.
export const PARIS = 'Europe/Paris';

const format = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Year, month (1–12), day, hour, minute and second that a clock in Paris shows at `d`. */
export const parisParts = (d: Date) =>
  Object.fromEntries(format.formatToParts(d).map((p) => [p.type, Number(p.value)])) as Record<
    'year' | 'month' | 'day' | 'hour' | 'minute' | 'second',
    number
  >;

/** Paris's offset from UTC at `d`, in milliseconds. */
export function parisOffset(d: Date) {
  const p = parisParts(d);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(d.getTime() / 1000) * 1000;
}

/** The instant that reads `hour`:00 in Paris on the Paris day `days` away from `from`'s. */
export function parisTime(from: Date, days: number, hour: number) {
  const p = parisParts(from);
  const guess = Date.UTC(p.year, p.month - 1, p.day + days, hour);
  const q = parisParts(new Date(guess));
  const offset = Date.UTC(q.year, q.month - 1, q.day, q.hour, q.minute, q.second) - guess;
  return new Date(guess - offset);
}
