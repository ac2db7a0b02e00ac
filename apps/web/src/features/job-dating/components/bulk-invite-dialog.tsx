// Invite in one action the candidates a filter selects: who gets it (paged, counts), those already invited skipped,
// one request that invites all or none, the counts in the confirmation.
import { Alert, Badge, Button, Group, Modal, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type BulkInvitationInput, CANDIDATES, personName, ROLE_LABELS, type Role } from '@tremplin/shared';
import { useState } from 'react';
import { Pager } from '@/components/list/pager';
import { Spinner } from '@/components/ui/spinner';
import {
  BULK_PREVIEW_SIZE,
  useBulkInvite,
  useBulkPreview,
  useReferentChoices,
  useSkillChoices,
} from '../api/bulk-invitations';

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

export function BulkInviteDialog({
  jobDatingId,
  opened,
  onClose,
}: {
  jobDatingId: number;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Inviter des candidats en une fois" size="xl">
      {opened ? <BulkInviteForm jobDatingId={jobDatingId} onClose={onClose} /> : null}
    </Modal>
  );
}

function BulkInviteForm({ jobDatingId, onClose }: { jobDatingId: number; onClose: () => void }) {
  const [role, setRole] = useState<string | null>(null);
  const [referent, setReferent] = useState<string | null>(null);
  const [ville, setVille] = useState('');
  const [skill, setSkill] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [debouncedVille] = useDebouncedValue(ville.trim(), 300);
  const referents = useReferentChoices();
  const skills = useSkillChoices();
  const input: BulkInvitationInput = {
    jobDatingId,
    filtre: {
      role: (role as Role | null) ?? null,
      referentId: referent ? Number(referent) : null,
      ville: debouncedVille || null,
      competenceId: skill ? Number(skill) : null,
    },
  };
  const preview = useBulkPreview(input, page - 1);
  const invite = useBulkInvite(jobDatingId);
  const filterChanged =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  if (invite.data) {
    return (
      <Stack>
        <Alert color="green" role="status" title={invite.data.message}>
          Les candidats retrouvent l’invitation dans leur espace, rubrique JobDating.
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>Fermer</Button>
        </Group>
      </Stack>
    );
  }

  const data = preview.data;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Rôle"
          placeholder="Tous les candidats"
          clearable
          data={CANDIDATES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          value={role}
          onChange={filterChanged(setRole)}
        />
        <Select
          label="Référent"
          placeholder="Tous"
          clearable
          searchable
          data={(referents.data?.items ?? []).map((r) => ({ value: String(r.id), label: personName(r) }))}
          value={referent}
          onChange={filterChanged(setReferent)}
        />
        <TextInput
          label="Ville"
          placeholder="Contient…"
          value={ville}
          onChange={(e) => filterChanged(setVille)(e.currentTarget.value)}
        />
        <Select
          label="Compétence"
          placeholder="Toutes"
          clearable
          searchable
          data={(skills.data ?? []).map((s) => ({ value: String(s.id), label: s.nom }))}
          value={skill}
          onChange={filterChanged(setSkill)}
        />
      </SimpleGrid>
      {preview.isPending ? (
        <Spinner label="Recherche des candidats" />
      ) : preview.isError || !data ? (
        <Alert color="orange">{preview.error?.message ?? 'La sélection ne peut pas être affichée.'}</Alert>
      ) : (
        <>
          <Text fw={600} role="status">
            {plural(data.totalElements, 'candidat sélectionné', 'candidats sélectionnés')} :{' '}
            {plural(data.aInviter, 'à inviter', 'à inviter')}, {plural(data.dejaInvites, 'déjà invité', 'déjà invités')}
          </Text>
          {data.totalElements > 0 ? (
            <Table striped aria-label="Candidats sélectionnés">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Candidat</Table.Th>
                  <Table.Th>Ville</Table.Th>
                  <Table.Th>Invitation</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      {personName(c)}
                      <Text size="xs" c="dimmed">
                        {ROLE_LABELS[c.role]}
                      </Text>
                    </Table.Td>
                    <Table.Td>{c.ville ?? '—'}</Table.Td>
                    <Table.Td>
                      {c.dejaInvite ? (
                        <Badge color="gray" variant="light">
                          Déjà invité
                        </Badge>
                      ) : (
                        <Badge variant="light">À inviter</Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
          <Pager total={data.totalElements} size={BULK_PREVIEW_SIZE} page={page} onChange={setPage} />
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Annuler
        </Button>
        <Button
          disabled={!data || data.aInviter === 0 || preview.isFetching}
          loading={invite.isPending}
          onClick={() => invite.mutate(input)}
        >
          {data ? `Inviter ${plural(data.aInviter, 'candidat', 'candidats')}` : 'Inviter'}
        </Button>
      </Group>
    </Stack>
  );
}
