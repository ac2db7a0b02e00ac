// /recherches-enregistrees: the person's saved searches (recruiters and staff): open one, rename it, change how often
// its new profiles come by e-mail, delete it after a confirmation.
import { ActionIcon, Anchor, Button, Card, Group, Modal, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconSearch, IconTrash } from '@tabler/icons-react';
import {
  href,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  SAVED_SEARCH_MESSAGES,
  type SavedSearch,
  type SavedSearchFrequency,
} from '@tremplin/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyTitle, ListStates } from '@/components/list/list-states';
import { useConfirmedDelete } from '@/components/list/use-confirmed-delete';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-searches';
import { filtersSummary, searchLink } from '../components/filters-summary';

const FREQUENCY_OPTIONS = SAVED_SEARCH_FREQUENCIES.map((f) => ({ value: f, label: SAVED_SEARCH_FREQUENCY_LABELS[f] }));

const frenchDate = (iso: string) =>
  new Date(iso).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

function RenameModal({ search, onClose }: { search: SavedSearch | null; onClose: () => void }) {
  const update = useUpdateSavedSearch();
  const [nom, setNom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  if (search && shown !== search.id) {
    setShown(search.id);
    setNom(search.nom);
    setError(null);
  }
  return (
    <Modal opened={search !== null} onClose={onClose} title="Renommer la recherche" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!search) return;
          if (!nom.trim()) return setError(SAVED_SEARCH_MESSAGES.nameRequired);
          update.mutate({ id: search.id, nom: nom.trim() }, { onSuccess: onClose });
        }}
      >
        <Stack>
          <TextInput
            label="Nom de la recherche"
            value={nom}
            maxLength={100}
            error={error}
            data-autofocus
            onChange={(event) => {
              setNom(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" loading={update.isPending}>
              Renommer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function SavedSearchCard({
  search,
  onRename,
  onDelete,
}: {
  search: SavedSearch;
  onRename: () => void;
  onDelete: () => void;
}) {
  const update = useUpdateSavedSearch();
  return (
    <Card withBorder radius="lg" padding="lg" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} size="h4">
            <Anchor component={Link} to={searchLink(search.filtres)}>
              {search.nom}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed">
            {filtersSummary(search.filtres)}
          </Text>
          <Text size="sm" c="dimmed">
            Enregistrée le {frenchDate(search.creeLe)}
            {search.derniereAlerte ? ` · dernière alerte le ${frenchDate(search.derniereAlerte)}` : ''}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" size="lg" aria-label={`Renommer : ${search.nom}`} onClick={onRename}>
            <IconPencil size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Supprimer : ${search.nom}`}
            onClick={onDelete}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Group>
      <Group mt="md" gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Alertes par e-mail"
          aria-label={`Alertes par e-mail : ${search.nom}`}
          data={FREQUENCY_OPTIONS}
          value={search.frequence}
          allowDeselect={false}
          disabled={update.isPending}
          onChange={(value) =>
            value &&
            value !== search.frequence &&
            update.mutate({ id: search.id, frequence: value as SavedSearchFrequency })
          }
          w={260}
        />
        <Button
          component={Link}
          to={searchLink(search.filtres)}
          variant="light"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
        >
          Voir les profils
        </Button>
      </Group>
    </Card>
  );
}

export function SavedSearchesScreen() {
  const list = useSavedSearches();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const removal = useConfirmedDelete({
    mutation: useDeleteSavedSearch(),
    idOf: (search: SavedSearch) => search.id,
    title: 'Supprimer cette recherche enregistrée ?',
    message: (search) =>
      `« ${search.nom} » et ses alertes par e-mail seront supprimées. Les profils eux-mêmes ne changent pas.`,
  });
  const searches = list.data ?? [];
  return (
    <ContentLayout
      size="md"
      title="Mes recherches enregistrées"
      intro="Chaque jour à 7 h, ou chaque lundi, les nouveaux profils qui correspondent à vos recherches vous sont envoyés par e-mail."
    >
      <ListStates
        query={list}
        loadingLabel="Chargement de vos recherches enregistrées"
        loading="centred"
        errorTitle="Recherches indisponibles"
        errorText="Vos recherches enregistrées n’ont pas pu être chargées. Réessayez dans un instant."
        empty={searches.length === 0}
        emptyText={
          <EmptyTitle
            large
            title="Vous n’avez pas encore de recherche enregistrée"
            hint="Sur la recherche de profils, choisissez vos filtres puis « Enregistrer cette recherche » : les nouveaux profils vous seront envoyés par e-mail."
            action={
              <Button component={Link} to={href('search')} leftSection={<IconSearch size={16} aria-hidden="true" />}>
                Rechercher des profils
              </Button>
            }
          />
        }
      >
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Recherches enregistrées">
          {searches.map((search) => (
            <SavedSearchCard
              key={search.id}
              search={search}
              onRename={() => setRenaming(search)}
              onDelete={() => removal.ask(search)}
            />
          ))}
        </Stack>
      </ListStates>
      <RenameModal search={renaming} onClose={() => setRenaming(null)} />
      {removal.modal}
    </ContentLayout>
  );
}
