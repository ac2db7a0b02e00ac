// A profile's skills with their levels: a preview of six, the whole list on demand, and adding or removing them.
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Badge, Button, Card, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { PAGE_SIZES, TAG_LEVELS, type Tag, type TagCreate, tagCreateSchema, tagLevelLabel } from '@tremplin/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Spinner } from '@/components/ui/spinner';
import { useAddTag } from '../api/add-tag';
import { useDeleteTag } from '../api/delete-tag';
import { useSkills } from '../api/get-skills';
import { useUserTags } from '../api/get-user-tags';

const ALL = 100;

function AddSkillForm({ userId, taken }: { userId: number; taken: readonly Tag[] }) {
  const skills = useSkills();
  const add = useAddTag(userId);
  const { control, handleSubmit, reset, formState } = useForm<TagCreate, unknown, z.output<typeof tagCreateSchema>>({
    resolver: zodResolver(tagCreateSchema),
    defaultValues: { competenceId: undefined, niveau: 3 },
  });
  const takenIds = new Set(taken.map((t) => t.competenceId));
  const options = (skills.data ?? [])
    .filter((s) => !takenIds.has(s.id))
    .map((s) => ({ value: String(s.id), label: s.nom }));
  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        try {
          await add.mutateAsync(values);
          reset({ competenceId: undefined, niveau: values.niveau });
        } catch {
          // Toasted by the API client.
        }
      })}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Controller
          control={control}
          name="competenceId"
          render={({ field }) => (
            <Select
              label="Compétence à ajouter"
              placeholder={skills.isLoading ? 'Chargement…' : 'Choisir une compétence'}
              data={options}
              searchable
              nothingFoundMessage="Aucune compétence trouvée"
              value={field.value ? String(field.value) : null}
              onChange={(v) => field.onChange(v ? Number(v) : undefined)}
              error={formState.errors.competenceId ? 'Choisissez une compétence.' : undefined}
              w={260}
            />
          )}
        />
        <Controller
          control={control}
          name="niveau"
          render={({ field }) => (
            <Select
              label="Niveau"
              data={TAG_LEVELS.map((l) => ({ value: String(l.value), label: `${l.value} – ${l.label}` }))}
              value={field.value ? String(field.value) : null}
              onChange={(v) => field.onChange(v ? Number(v) : undefined)}
              allowDeselect={false}
              error={formState.errors.niveau?.message}
              w={200}
            />
          )}
        />
        <Button type="submit" loading={add.isPending}>
          Ajouter la compétence
        </Button>
      </Group>
    </form>
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
      <Modal opened={!!removing} onClose={() => setRemoving(null)} title="Retirer une compétence" centered>
        <Text mb="lg">Voulez-vous retirer « {removing?.nomTag} » de ce profil ?</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRemoving(null)} data-autofocus>
            Annuler
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
          >
            Retirer
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
