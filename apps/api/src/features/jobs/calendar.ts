// iCalendar invitations by e-mail (RFC 5546): REQUEST on creation and on each change (same UID, SEQUENCE + 1),
// CANCEL on cancellation, times in Europe/Paris, so that the recipient's calendar adds, moves and removes the event.
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { parisOffset } from '../../lib/paris-time';

/** Europe/Paris since 1996 (EU rules): last Sunday of March 02:00 → CEST, last Sunday of October 03:00 → CET. */
const PARIS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Paris',
  'X-LIC-LOCATION:Europe/Paris',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * ical-generator writes a Date's UTC fields after TZID when it has no time-zone library: it is given a Date whose
 * UTC fields are the Paris wall-clock time.
 */
const parisWall = (d: Date) => new Date(d.getTime() + parisOffset(d));

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  /** Stable for the event's whole life: calendars find the event to move or remove by it. */
  uid: string;
  /** Grows with every change; a calendar ignores a message whose sequence is not above what it holds. */
  sequence: number;
  start: Date;
  minutes: number;
  summary: string;
  description?: string;
  location?: string | null;
  url?: string | null;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
}

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export function calendarInvitation(event: CalendarEvent, method: CalendarMethod, product: string) {
  const calendar = ical({
    prodId: { company: product, product, language: 'FR' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: { name: 'Europe/Paris', generator: () => PARIS_VTIMEZONE },
  });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    start: parisWall(event.start),
    end: parisWall(new Date(event.start.getTime() + event.minutes * 60_000)),
    timezone: 'Europe/Paris',
    stamp: new Date(),
    summary: event.summary,
    description: event.description ?? null,
    location: event.location ?? null,
    url: event.url && /^https?:\/\//.test(event.url) ? event.url : null,
    organizer: event.organizer,
    attendees: event.attendees.map((a) => ({
      ...a,
      rsvp: method === 'REQUEST',
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
    })),
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return { method, content: calendar.toString() };
}
