// PostgreSQL enums, built from the shared contract's lists so the database and the API never disagree.
import {
  APPLICATION_STATUSES,
  CONTRACT_TYPES,
  DEFAULT_AVATARS,
  FILE_KINDS,
  INVITATION_STATES,
  ROLES,
  VISIBILITY,
} from '@tremplin/shared';
import { pgEnum } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ROLES);
export const visibilityEnum = pgEnum('visibilite', VISIBILITY);
export const contractTypeEnum = pgEnum('type_de_contrat', CONTRACT_TYPES);
export const defaultAvatarEnum = pgEnum('photo_par_defaut', DEFAULT_AVATARS);
export const fileKindEnum = pgEnum('file_kind', FILE_KINDS);
export const invitationStateEnum = pgEnum('etat_invitation', INVITATION_STATES);
export const applicationStatusEnum = pgEnum('statut_candidature', APPLICATION_STATUSES);

export const ONE_TIME_TOKEN_PURPOSES = [
  'confirmation',
  'reset',
  'linkedin',
  'erasure',
  'invitation',
  // Between a right password and the second factor: the account waits for its code (or its enrolment).
  'second_factor',
] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];
export const oneTimeTokenPurposeEnum = pgEnum('one_time_token_purpose', ONE_TIME_TOKEN_PURPOSES);
