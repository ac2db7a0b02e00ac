// On the search screen, for recruiters and staff: « Enregistrer cette recherche » with a name and how often its new
// profiles come by e-mail, and the way to the saved searches.
import { Anchor, Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import {
  href,
  isStaff,
  type ProfileFilter,
  SAVED_SEARCH_FREQUENCY_LABELS,
  SAVED_SEARCH_MESSAGES,
  type SavedSearchFrequency,
} from '@tremplin/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FilterValues } from '@/components/profile-search/filters';
import { useCurrentUser } from '@/lib/auth';
import { useCreateSavedSearch } from '../api/saved-searches';
import { filtersSummary } from './filters-summary';

/** The form's filters as the API keeps them: only those in use. */
function toProfileFilter(values: FilterValues): ProfileFilter {
  const filter: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value) ? value.length : value.trim()) filter[key] = Array.isArray(value) ? value : value.trim();
  }
  return filter as ProfileFilter;
}

export function SaveSearch({ values }: { values: FilterValues }) {
  const filters = toProfileFilter(values);
  const me = useCurrentUser();
  const [opened, setOpened] = useState(false);
  const [nom, setNom] = useState('');
  const [frequence, setFrequence] = useState<SavedSearchFrequency>('QUOTIDIENNE');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateSavedSearch();
  if (!me || !(me.role === 'RECRUTEUR' || isStaff(me.role))) return null;

  const open = () => {
    setNom(filtersSummary(filters).slice(0, 100));
    setFrequence('QUOTIDIENNE');
    setError(null);
    setOpened(true);
  };
  const submit = () => {
    if (!nom.trim()) return setError(SAVED_SEARCH_MESSAGES.nameRequired);
    create.mutate({ nom: nom.trim(), filtres: filters, frequence }, { onSuccess: () => setOpened(false) });
  };

  return (
    <>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Button variant="light" leftSection={<IconBookmark size={16} aria-hidden="true" />} onClick={open}>
          Enregistrer cette recherche
        </Button>
        <Anchor component={Link} to={href('savedSearches')}>
          Mes recherches enregistrées
        </Anchor>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Enregistrer cette recherche" centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack>
            <TextInput
              label="Nom de la recherche"
              description={filtersSummary(filters)}
              value={nom}
              maxLength={100}
              error={error}
              onChange={(event) => {
                setNom(event.currentTarget.value);
                setError(null);
              }}
              data-autofocus
            />
            <Radio.Group
              label="Recevoir les nouveaux profils par e-mail"
              value={frequence}
              onChange={(value) => setFrequence(value as SavedSearchFrequency)}
            >
              <Stack gap="xs" mt="xs">
                {(['QUOTIDIENNE', 'HEBDOMADAIRE'] as const).map((f) => (
                  <Radio key={f} value={f} label={SAVED_SEARCH_FREQUENCY_LABELS[f]} />
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Annuler
              </Button>
              <Button type="submit" loading={create.isPending}>
                Enregistrer
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
