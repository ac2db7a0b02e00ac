// « Écrire »: a new message to the person shown, the recipient already filled in (/nouveau-message/{me}/{them}).
import { Button, type ButtonProps } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { href, isStaff, personName, type Role } from '@tremplin/shared';
import { Link } from 'react-router';

interface Viewer {
  id: number;
  role: Role;
}

/** Recruiters and staff write to the people they look at; nobody writes to themselves from here. */
export const mayWriteTo = (viewer: Viewer | null | undefined, personId: number): viewer is Viewer =>
  !!viewer && viewer.id !== personId && (viewer.role === 'RECRUTEUR' || isStaff(viewer.role));

export function WriteLink({
  viewer,
  person,
  ...props
}: { viewer: Viewer | null | undefined; person: { id: number; prenom: string; nom: string } } & ButtonProps) {
  if (!mayWriteTo(viewer, person.id)) return null;
  return (
    <Button
      component={Link}
      to={href('messageNew', { id: viewer.id, did: person.id })}
      variant="light"
      size="compact-sm"
      leftSection={<IconMail size={14} aria-hidden="true" />}
      // The accessible name starts with the visible word (WCAG 2.5.3) and says to whom.
      aria-label={`Écrire à ${personName(person)}`}
      {...props}
    >
      Écrire
    </Button>
  );
}
