// Row rules of profile files: who changes a person's files, and who reads her CV and certifications.
import { ACCESS_MESSAGES, isStaff } from '@tremplin/shared';
import { forbidden } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/authentication';

/** Admins add or remove anyone's profile files; everyone else only their own (SPEC §6). */
export const mayChangeFilesOf = (actor: AuthUser, ownerId: number) => actor.id === ownerId || actor.role === 'ADMIN';

/** Throws the owner-only 403 unless the actor may change the owner's files. */
export function assertMayChangeFilesOf(actor: AuthUser, ownerId: number) {
  if (!mayChangeFilesOf(actor, ownerId)) throw forbidden(ACCESS_MESSAGES.notOwner);
}

/** A CV or a certification is read by its owner, staff and recruiters (once the profile is visible to them). */
export const mayReadDocumentsOf = (viewer: AuthUser, ownerId: number) =>
  viewer.id === ownerId || isStaff(viewer.role) || viewer.role === 'RECRUTEUR';
