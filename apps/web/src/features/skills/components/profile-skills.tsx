// A profile's skills with their levels: a preview of six, the whole list on demand, and adding or removing them.
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { PAGE_SIZES, TAG_LEVELS, type Tag, type TagCreate, tagCreateSchema, tagLevelLabel } from '@tremplin/shared';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField } from '@/components/form/fields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { Spinner } from '@/components/ui/spinner';
import { useAddTag } from '../api/add-tag';
import { useDeleteTag } from '../api/delete-tag';
import { useSkills } from '../api/get-skills';
import { useUserTags } from '../api/get-user-tags';

const ALL = 100;

function AddSkillForm({ userId, taken }: { userId: number; taken: readonly Tag[] }) {
  const skills = useSkills();
  const add = useAddTag(userId);
  // No competence chosen is null, which the schema refuses with its own French message.
  const form = useSchemaForm<TagCreate, z.output<typeof tagCreateSchema>>(tagCreateSchema, {
    competenceId: null,
    niveau: 3,
  });
  const takenIds = new Set(taken.map((t) => t.competenceId));
  const options = (skills.data ?? [])
    .filter((s) => !takenIds.has(s.id))
    .map((s) => ({ value: String(s.id), label: s.nom }));
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          try {
            await add.mutateAsync(values);
            form.reset({ competenceId: null, niveau: values.niveau });
          } catch {
            // Toasted by the API client.
          }
        })}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <SelectField
            name="competenceId"
            numeric
            label="Compétence à ajouter"
            placeholder={skills.isLoading ? 'Chargement…' : 'Choisir une compétence'}
            data={options}
            searchable
            nothingFoundMessage="Aucune compétence trouvée"
            w={260}
          />
          <SelectField
            name="niveau"
            numeric
            label="Niveau"
            data={TAG_LEVELS.map((l) => ({ value: String(l.value), label: `${l.value} – ${l.label}` }))}
            allowDeselect={false}
            w={200}
          />
          <Button type="submit" loading={add.isPending}>
            Ajouter la compétence
          </Button>
        </Group>
      </form>
    </FormProvider>
  );
}

function TagBadge({ tag, onRemove }: { tag: Tag; onRemove?: (tag: Tag) => void }) {
  return (
    <Badge
      size="lg"
      variant="light"
      radius="sm"
      tt="none"
      rightSection={
        onRemove ? (
          <ActionIcon
            size="xs"
            variant="transparent"
            color="red"
            onClick={() => onRemove(tag)}
            aria-label={`Retirer la compétence ${tag.nomTag}`}
          >
            <IconX size={12} aria-hidden="true" />
          </ActionIcon>
        ) : undefined
      }
    >
      {tag.nomTag} · {tagLevelLabel(tag.niveau)}
    </Badge>
  );
}

export function ProfileSkills({ userId, canEdit }: { userId: number; canEdit: boolean }) {
  const [showAll, setShowAll] = useState(false);
  const [removing, setRemoving] = useState<Tag | null>(null);
  const tags = useUserTags(userId, showAll ? ALL : PAGE_SIZES.tagsPreview);
  const remove = useDeleteTag(userId);
  const items = tags.data?.items ?? [];
  const total = tags.data?.totalElements ?? 0;

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="skills-title">
      <Title order={2} size="h4" id="skills-title" mb="sm">
        Compétences
      </Title>
      {tags.isLoading ? (
        <Spinner label="Chargement des compétences" />
      ) : items.length ? (
        <Stack gap="xs">
          <Group
            component="ul"
            gap="xs"
            aria-label="Compétences du profil"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {items.map((tag) => (
              <li key={tag.id}>
                <TagBadge tag={tag} onRemove={canEdit ? setRemoving : undefined} />
              </li>
            ))}
          </Group>
          {total > items.length || showAll ? (
            <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setShowAll((v) => !v)}>
              {showAll ? 'Afficher moins' : `Voir les ${total} compétences`}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Text c="dimmed">Aucune compétence renseignée.</Text>
      )}
      {canEdit ? (
        <Stack mt="md">
          <AddSkillForm userId={userId} taken={items} />
        </Stack>
      ) : null}
      <ConfirmModal
        opened={!!removing}
        title="Retirer une compétence"
        confirmLabel="Retirer"
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      >
        Voulez-vous retirer « {removing?.nomTag} » de ce profil ?
      </ConfirmModal>
    </Card>
  );
}
