// What staff find on a person's profile: « Dossier » (the candidate file) and « Modifier le compte » (the account
// form), each within their rank; nothing for anyone else, nor on one's own profile.
import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { isStaff, mayActOnAccount, personName, type Role } from '@tremplin/shared';
import { Link } from 'react-router';
import { CandidateFileButton } from './candidate-file-link';

interface Viewer {
  id: number;
  role: Role;
}

export function StaffPersonLinks({
  viewer,
  person,
}: {
  viewer: Viewer | null | undefined;
  person: { id: number; nom: string; prenom: string; role: Role };
}) {
  if (!viewer || !isStaff(viewer.role) || viewer.id === person.id || !mayActOnAccount(viewer, person)) return null;
  return (
    <>
      <CandidateFileButton viewer={viewer} person={person} />
      <Button
        component={Link}
        to={`/admin/modifier-un-utilisateur/${person.id}`}
        variant="default"
        size="compact-sm"
        leftSection={<IconPencil size={14} aria-hidden="true" />}
        aria-label={`Modifier le compte de ${personName(person)}`}
      >
        Modifier le compte
      </Button>
    </>
  );
}
