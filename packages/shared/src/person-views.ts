// What each person sees of another person: one declaration per view, applied by every API answer carrying a person.
// The owner and staff see everything; a recruiter what recruiting needs (contact details included, but not the
// organisation's own follow-up: admission decision, staff comment, referent adviser); any other member the public
// profile only (no contact details, no account state). Hidden (NON_VISIBLE) profiles are for staff and their owner.
import { isStaff, type Role } from './roles';

export type PersonView = 'full' | 'recruiter' | 'member';

/** The organisation's follow-up of a person: staff and the person only. */
const FOLLOW_UP = ['admission', 'commentaire', 'referentCEFId'] as const;
/** Contact details and account state: not part of the public profile. */
const PRIVATE = ['email', 'telephone', 'active', 'visibilite', 'tremplin'] as const;

/** The fields each view leaves out of a person. */
export const PERSON_VIEW_HIDDEN = {
  full: [],
  recruiter: FOLLOW_UP,
  member: [...FOLLOW_UP, ...PRIVATE],
} as const satisfies Record<PersonView, readonly string[]>;

export type PersonHiddenField = (typeof PERSON_VIEW_HIDDEN)['member'][number];

/** The view a viewer (null: anonymous) gets of a person. */
export function personViewFor(viewer: { id: number; role: Role } | null, personId: number): PersonView {
  if (viewer && (viewer.id === personId || isStaff(viewer.role))) return 'full';
  if (viewer?.role === 'RECRUTEUR') return 'recruiter';
  return 'member';
}

/** A copy of the person without the fields its view hides. */
export function applyPersonView<T extends object>(person: T, view: PersonView): T {
  const hidden = PERSON_VIEW_HIDDEN[view];
  if (hidden.length === 0) return person;
  const copy = { ...person } as Record<string, unknown>;
  for (const field of hidden) delete copy[field];
  return copy as T;
}

/** Whether a viewer may see a person at all: hidden or deactivated profiles only to their owner and staff. */
export function canSeePerson(
  viewer: { id: number; role: Role } | null,
  person: { id: number; visibilite: string; active: boolean },
): boolean {
  if (viewer && (viewer.id === person.id || isStaff(viewer.role))) return true;
  return person.visibilite === 'VISIBLE' && person.active;
}
