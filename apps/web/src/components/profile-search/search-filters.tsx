// The search form (SPEC §4 user filter): free text, job, experience, city, contract type, role and skills, with reset.
import { Button, Group, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { CONTRACT_TYPE_LABELS, CONTRACT_TYPES, EXPERIENCE_LEVELS, ROLE_LABELS, ROLES } from '@tremplin/shared';
import { type FormEvent, useState } from 'react';
import { EMPTY_FILTERS, type FilterValues } from './filters';
import { useCitySuggestions } from './get-cities';
import { useSkillNames } from './get-skills';
import { Picker, usePickers } from './picker-stand-in';

const CONTRACT_OPTIONS = CONTRACT_TYPES.map((value) => ({ value, label: CONTRACT_TYPE_LABELS[value] }));
const ROLE_OPTIONS = ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? '';

interface SearchFiltersProps {
  initial: FilterValues;
  onSearch(filters: FilterValues): void;
  onReset(): void;
}

export function SearchFilters({ initial, onSearch, onReset }: SearchFiltersProps) {
  const [values, setValues] = useState<FilterValues>(initial);
  const set = <K extends keyof FilterValues>(key: K, value: FilterValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const [typedCity] = useDebouncedValue(values.ville, 200);
  const cities = useCitySuggestions(typedCity);
  const skills = useSkillNames();
  const pickers = usePickers();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(values);
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label="Filtres de recherche"
      withBorder
      radius="lg"
      p="lg"
      mb="lg"
      onSubmit={submit}
    >
      <TextInput
        label="Recherche"
        description="Nom, métier, compétence, ville ou mot de la présentation ; les accents ne comptent pas."
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={values.search}
        onChange={(event) => set('search', event.currentTarget.value)}
        maxLength={200}
        mb="md"
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <TextInput
          label="Métier"
          value={values.metier}
          onChange={(event) => set('metier', event.currentTarget.value)}
          maxLength={120}
        />
        <Picker
          label="Expérience"
          chevron
          placeholder="Toutes"
          shown={values.experience}
          picker={
            pickers && (
              <pickers.Select
                label="Expérience"
                placeholder="Toutes"
                data={EXPERIENCE_LEVELS as unknown as string[]}
                value={values.experience || null}
                onChange={(value) => set('experience', value ?? '')}
                clearable
              />
            )
          }
        />
        <Picker
          label="Ville"
          shown={values.ville}
          onType={(value) => set('ville', value)}
          picker={
            pickers && (
              <pickers.Autocomplete
                label="Ville"
                value={values.ville}
                onChange={(value) => set('ville', value)}
                data={cities.data ?? []}
                limit={10}
                maxLength={120}
              />
            )
          }
        />
        <Picker
          label="Type de contrat"
          chevron
          placeholder="Tous"
          shown={labelOf(CONTRACT_OPTIONS, values.typeDeContrat)}
          picker={
            pickers && (
              <pickers.Select
                label="Type de contrat"
                placeholder="Tous"
                data={CONTRACT_OPTIONS}
                value={values.typeDeContrat || null}
                onChange={(value) => set('typeDeContrat', value ?? '')}
                clearable
              />
            )
          }
        />
        <Picker
          label="Rôle"
          chevron
          placeholder="Tous"
          shown={labelOf(ROLE_OPTIONS, values.role)}
          picker={
            pickers && (
              <pickers.Select
                label="Rôle"
                placeholder="Tous"
                data={ROLE_OPTIONS}
                value={values.role || null}
                onChange={(value) => set('role', value ?? '')}
                clearable
              />
            )
          }
        />
        <Picker
          label="Compétences"
          placeholder={values.tags.length ? undefined : 'Toutes'}
          shown={values.tags.join(', ')}
          picker={
            pickers && (
              <pickers.TagsInput
                label="Compétences"
                placeholder={values.tags.length ? undefined : 'Toutes'}
                data={skills.data ?? []}
                value={values.tags}
                onChange={(tags) => set('tags', tags)}
                maxTags={10}
                clearable
              />
            )
          }
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="lg">
        <Button
          type="button"
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={() => {
            setValues(EMPTY_FILTERS);
            onReset();
          }}
        >
          Réinitialiser
        </Button>
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
          Rechercher
        </Button>
      </Group>
    </Paper>
  );
}
