// « Dossier »: the candidate file of a person, from wherever staff see their name (staff only, within their rank).
import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { href, isStaff, mayActOnAccount, personName, type Role } from '@tremplin/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Viewer {
  id: number;
  role: Role;
}

/** Staff open the file of anyone their rank reaches; a person whose role is unknown here is taken as a candidate. */
export const mayOpenFile = (viewer: Viewer | null | undefined, person: { id: number; role?: Role }): boolean =>
  !!viewer &&
  isStaff(viewer.role) &&
  (person.role === undefined || mayActOnAccount(viewer, { id: person.id, role: person.role }));

/** A button « Dossier » named after the person. */
export function CandidateFileButton({
  viewer,
  person,
  ...props
}: {
  viewer: Viewer | null | undefined;
  person: { id: number; prenom: string; nom: string; role?: Role };
} & ButtonProps) {
  if (!mayOpenFile(viewer, person)) return null;
  return (
    <Button
      component={Link}
      to={href('candidateFile', { uid: person.id })}
      variant="light"
      size="compact-sm"
      leftSection={<IconFolder size={14} aria-hidden="true" />}
      aria-label={`Dossier de ${personName(person)}`}
      {...props}
    >
      Dossier
    </Button>
  );
}

/** The person's name as a link to their file for staff, as plain text for anyone else. */
export function CandidateFileName({
  viewer,
  personId,
  role,
  children,
  ...props
}: {
  viewer: Viewer | null | undefined;
  personId: number | null | undefined;
  role?: Role;
  children: ReactNode;
} & AnchorProps) {
  if (!personId || !mayOpenFile(viewer, { id: personId, role })) return <>{children}</>;
  return (
    <Anchor component={Link} to={href('candidateFile', { uid: personId })} {...props}>
      {children}
    </Anchor>
  );
}
