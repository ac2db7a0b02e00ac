// /admin/gestion-des-utilisateur: every account, filtered and sorted (filters in the address), ten per page,
// with edit and erasure after confirming with a reason that is recorded, as on the account's edit screen. People
// ticked (on any page) get one message each from a template, or an invitation to a job dating in one request.
import { Anchor, Badge, Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconCalendarPlus,
  IconCopy,
  IconMail,
  IconMailForward,
  IconPencil,
  IconPlus,
  IconTrash,
  IconUserPlus,
} from '@tabler/icons-react';
import {
  ACCOUNT_INVITATION_LABELS,
  type AdminUserFilter,
  type AdminUserRow,
  type AdminUserSort,
  href,
  mayActOnAccount,
  PAGE_SIZES,
  personName,
  ROLE_LABELS,
} from '@tremplin/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import type { Column } from '@/components/list/data-table';
import { ListTable } from '@/components/list/list-table';
import { RowIconActions } from '@/components/list/row-icon-actions';
import { useAddressFilters } from '@/components/list/use-address-filters';
import { SendTemplateDialog } from '@/components/template-message/send-template-dialog';
import { mayOpenFile } from '@/components/ui/candidate-file-link';
import { useAdminUsers } from '@/features/admin-users/api/get-users';
import { useResendInvitation } from '@/features/admin-users/api/invitation';
import { ThrottledAccounts } from '@/features/admin-users/components/throttled-accounts';
import { UserFilters } from '@/features/admin-users/components/user-filters';
import { InviteTickedDialog } from '@/features/job-dating/components/invite-ticked-dialog';
import { type AccountToErase, EraseAccountDialog } from '@/features/personal-data';
import { useCurrentUser } from '@/lib/auth';
import { dayjs } from '@/lib/dayjs';

const FILTER_KEYS = ['search', 'admission', 'metier', 'ville', 'auteurId', 'tri', 'ordre'] as const;
const SIZE = PAGE_SIZES.users;
const INVITATION_COLORS = { ENVOYEE: 'blue', ACCEPTEE: 'teal', EXPIREE: 'red' } as const;

export function AdminUsersScreen() {
  const { values, page, setFilters, setPage, reset } = useAddressFilters(FILTER_KEYS);
  const me = useCurrentUser();
  const draft = useMemo(
    (): AdminUserFilter => ({ ...values, auteurId: values.auteurId ? Number(values.auteurId) : undefined }),
    [values],
  );
  // Typing waits a moment before asking the server; selects apply at once.
  const [filter] = useDebouncedValue(draft, 300);
  const users = useAdminUsers(page - 1, SIZE, filter);
  const [erasing, setErasing] = useState<AccountToErase | null>(null);
  const resend = useResendInvitation();
  // Ticked people, kept across pages and filters: id → name.
  const [ticked, setTicked] = useState<ReadonlyMap<number, string>>(new Map());
  const [acting, setActing] = useState<'write' | 'invite' | null>(null);
  const toggle = (u: AdminUserRow, on: boolean) =>
    setTicked((current) => {
      const next = new Map(current);
      if (on) next.set(u.id, personName(u));
      else next.delete(u.id);
      return next;
    });
  const tickedIds = [...ticked.keys()];
  const tickedCount = `${tickedIds.length} personne${tickedIds.length > 1 ? 's' : ''} cochée${tickedIds.length > 1 ? 's' : ''}`;
  const filtered = FILTER_KEYS.some((k) => k !== 'tri' && k !== 'ordre' && draft[k] !== undefined);

  const setFilter = (patch: Partial<AdminUserFilter>) => setFilters(patch as Record<string, string | number>);
  const sorting = {
    by: (draft.tri ?? 'nom') as AdminUserSort,
    order: (draft.ordre ?? 'asc') as 'asc' | 'desc',
    onSort: (tri: AdminUserSort, ordre: 'asc' | 'desc') => setFilter({ tri, ordre }),
  };
  const columns: Column<AdminUserRow, AdminUserSort>[] = [
    {
      header: 'Cocher',
      hiddenHeader: true,
      cell: (u) => (
        <Checkbox
          aria-label={`Cocher ${personName(u)}`}
          checked={ticked.has(u.id)}
          onChange={(e) => toggle(u, e.currentTarget.checked)}
        />
      ),
    },
    {
      header: 'Nom',
      sort: 'nom',
      // The name opens the person's file; the pencil, the account form. An account beyond one's rank has no file to
      // open: its name leads to the account, read-only.
      cell: (u) =>
        mayOpenFile(me, u) ? (
          <Anchor component={Link} to={href('candidateFile', { uid: u.id })}>
            {personName(u)}
          </Anchor>
        ) : (
          <Anchor component={Link} to={href('adminUserEdit', { id: u.id })}>
            {personName(u)}
          </Anchor>
        ),
    },
    { header: 'E-mail', cell: (u) => u.email },
    { header: 'Rôle', sort: 'role', cell: (u) => ROLE_LABELS[u.role] },
    { header: 'Métier', cell: (u) => u.metier ?? '—' },
    { header: 'Ville', sort: 'ville', cell: (u) => u.ville ?? '—' },
    { header: 'Admission', cell: (u) => u.admission ?? '—' },
    {
      header: 'État',
      cell: (u) => (
        <Group gap={4} wrap="nowrap">
          <Badge color={u.active ? 'teal' : 'gray'} variant="light">
            {u.active ? 'Actif' : 'Inactif'}
          </Badge>
          {u.visibilite === 'NON_VISIBLE' ? (
            <Badge color="orange" variant="light">
              Masqué
            </Badge>
          ) : null}
          {u.invitation !== 'AUCUNE' ? (
            <Badge
              color={INVITATION_COLORS[u.invitation]}
              variant="light"
              style={{ flexShrink: 0, overflow: 'visible' }}
            >
              {ACCOUNT_INVITATION_LABELS[u.invitation]}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      header: 'Créé le',
      sort: 'dateCreation',
      cell: (u) => <time dateTime={u.dateCreation}>{dayjs(u.dateCreation).format('D MMM YYYY')}</time>,
    },
    {
      header: 'Effacement prévu',
      cell: (u) => <time dateTime={u.effacementPrevuLe}>{dayjs(u.effacementPrevuLe).format('D MMM YYYY')}</time>,
    },
    {
      header: 'Actions',
      hiddenHeader: true,
      cell: (u) => {
        const name = personName(u);
        return (
          <RowIconActions
            actions={[
              {
                label: 'Modifier le compte',
                name: `Modifier ${name}`,
                icon: IconPencil,
                to: href('adminUserEdit', { id: u.id }),
                hidden: !mayActOnAccount(me, u),
              },
              {
                label: 'Renvoyer l’invitation',
                name: `Renvoyer l’invitation à ${name}`,
                icon: IconMailForward,
                hidden: (u.invitation !== 'ENVOYEE' && u.invitation !== 'EXPIREE') || !mayActOnAccount(me, u),
                onClick: () => resend.mutate(u.id),
              },
              {
                label: 'Supprimer',
                name: `Supprimer ${name}`,
                icon: IconTrash,
                danger: true,
                hidden: u.id === me?.id || !mayActOnAccount(me, u),
                onClick: () => setErasing({ id: u.id, label: `${name} (${u.email})` }),
              },
            ]}
          />
        );
      },
    },
  ];
  return (
    <ContentLayout
      title="Gestion des utilisateurs"
      size="xl"
      intro="Tous les comptes, actifs ou non, visibles ou masqués."
    >
      <Group justify="flex-end" mb="md" gap="sm">
        <Button component={Link} to={href('duplicates')} variant="default" leftSection={<IconCopy size={18} />}>
          Doublons probables
        </Button>
        <Button
          component={Link}
          to={href('adminAgencyCandidate')}
          variant="light"
          leftSection={<IconUserPlus size={18} />}
        >
          Ajouter un candidat France Travail
        </Button>
        <Button component={Link} to={href('adminUserNew')} leftSection={<IconPlus size={18} />}>
          Ajouter un utilisateur
        </Button>
      </Group>

      <UserFilters draft={draft} onChange={setFilter} onReset={reset} />

      {tickedIds.length > 0 ? (
        <Paper withBorder radius="md" p="sm" mb="md" aria-label="Personnes cochées" component="section">
          <Group justify="space-between" gap="sm">
            <Text fw={600}>{tickedCount}</Text>
            <Group gap="sm">
              <Button variant="light" leftSection={<IconMail size={18} />} onClick={() => setActing('write')}>
                Écrire avec un modèle
              </Button>
              <Button variant="light" leftSection={<IconCalendarPlus size={18} />} onClick={() => setActing('invite')}>
                Inviter à un JobDating
              </Button>
              <Button variant="subtle" onClick={() => setTicked(new Map())}>
                Tout décocher
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}

      <ListTable
        query={users}
        loadingLabel="Chargement des utilisateurs"
        errorText="Les utilisateurs ne peuvent pas être affichés pour le moment."
        emptyText={filtered ? 'Aucun utilisateur ne correspond à ces filtres.' : 'Aucun utilisateur pour le moment.'}
        count={{ one: 'utilisateur', fetching: users.isFetching }}
        pager={{ size: SIZE, page, onChange: setPage, mt: 'lg' }}
        aria-label="Utilisateurs"
        minWidth={820}
        columns={columns}
        sort={sorting}
      />
      <ThrottledAccounts />
      <SendTemplateDialog
        opened={acting === 'write'}
        onClose={() => setActing(null)}
        title="Écrire aux personnes cochées"
        audience={tickedCount}
        recipientIds={tickedIds}
        previewChoices={[...ticked].map(([id, name]) => ({ id, name }))}
      />
      <InviteTickedDialog
        opened={acting === 'invite'}
        onClose={() => setActing(null)}
        candidateIds={tickedIds}
        onInvited={() => setTicked(new Map())}
      />
      <EraseAccountDialog account={erasing} onClose={() => setErasing(null)} onErased={() => setErasing(null)} />
    </ContentLayout>
  );
}
