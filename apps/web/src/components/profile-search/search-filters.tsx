// The search form (SPEC §4 user filter): free text, job, experience, city, contract type, role and skills, with reset.
import { Button, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import {
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  EXPERIENCE_LEVELS,
  ROLE_LABELS,
  ROLES,
  ZONE_KIND_LABELS,
} from '@tremplin/shared';
import { type FormEvent, useState } from 'react';
import { EMPTY_FILTERS, type FilterValues } from './filters';
import { usePrefetchSkillNames, useSkillNames } from './get-skills';
import { useZoneSuggestions } from './get-zones';
import { Picker, usePickers } from './picker-stand-in';

const CONTRACT_OPTIONS = CONTRACT_TYPES.map((value) => ({ value, label: CONTRACT_TYPE_LABELS[value] }));
const ROLE_OPTIONS = ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));
const EXPERIENCE_OPTIONS = EXPERIENCE_LEVELS.map((value) => ({ value, label: value }));

type Option = { value: string; label: string };
type Pickers = NonNullable<ReturnType<typeof usePickers>>;

// The two pickers with suggestions ask for them themselves: their answers re-render the picker, not the whole form.

/**
 * The place: a commune typed as is (SPEC's `ville`), or a commune, intercommunalité, département or région picked
 * among the suggestions, each shown with its kind (the search's `zone`).
 */
function CityPicker({
  pickers,
  value,
  onChange,
}: {
  pickers: Pickers;
  value: string;
  onChange(value: string, zone: string): void;
}) {
  const [typed] = useDebouncedValue(value, 200);
  const zones = useZoneSuggestions(typed);
  const byLabel = new Map((zones.data ?? []).map((z) => [z.libelle, z]));
  return (
    <pickers.Autocomplete
      label="Ville"
      value={value}
      // A suggestion picked (or its exact name typed) is its zone; anything else typed is a commune's name.
      onChange={(next) => onChange(next, byLabel.get(next)?.zone ?? '')}
      data={[...byLabel.keys()]}
      renderOption={({ option }) => {
        const zone = byLabel.get(option.value);
        return (
          <Group justify="space-between" wrap="nowrap" gap="sm" w="100%">
            <span>{option.value}</span>
            {zone ? (
              <Text span size="xs" c="dimmed">
                {ZONE_KIND_LABELS[zone.type]}
              </Text>
            ) : null}
          </Group>
        );
      }}
      limit={10}
      maxLength={120}
    />
  );
}

function SkillsPicker({
  pickers,
  value,
  onChange,
}: {
  pickers: Pickers;
  value: string[];
  onChange(value: string[]): void;
}) {
  const skills = useSkillNames();
  return (
    <pickers.TagsInput
      label="Compétences"
      placeholder={value.length ? undefined : 'Toutes'}
      data={skills.data ?? []}
      value={value}
      onChange={onChange}
      maxTags={10}
      clearable
    />
  );
}

/** One choice among options, or none ('' is no filter). */
function SelectFilter({
  pickers,
  label,
  placeholder,
  options,
  value,
  onChange,
}: {
  pickers: ReturnType<typeof usePickers>;
  label: string;
  placeholder: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Picker
      label={label}
      chevron
      placeholder={placeholder}
      shown={options.find((option) => option.value === value)?.label ?? ''}
      picker={
        pickers && (
          <pickers.Select
            label={label}
            placeholder={placeholder}
            data={options}
            value={value || null}
            onChange={(chosen) => onChange(chosen ?? '')}
            clearable
          />
        )
      }
    />
  );
}

interface SearchFiltersProps {
  initial: FilterValues;
  onSearch(filters: FilterValues): void;
  onReset(): void;
}

export function SearchFilters({ initial, onSearch, onReset }: SearchFiltersProps) {
  const [values, setValues] = useState<FilterValues>(initial);
  const set = <K extends keyof FilterValues>(key: K, value: FilterValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  usePrefetchSkillNames();
  const pickers = usePickers();
  const selectFilter = (
    name: 'experience' | 'typeDeContrat' | 'role',
    label: string,
    placeholder: string,
    options: Option[],
  ) => (
    <SelectFilter
      pickers={pickers}
      label={label}
      placeholder={placeholder}
      options={options}
      value={values[name]}
      onChange={(value) => set(name, value)}
    />
  );

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
        {selectFilter('experience', 'Expérience', 'Toutes', EXPERIENCE_OPTIONS)}
        <Picker
          label="Ville"
          shown={values.ville}
          onType={(value) => setValues((current) => ({ ...current, ville: value, zone: '' }))}
          picker={
            pickers && (
              <CityPicker
                pickers={pickers}
                value={values.ville}
                onChange={(ville, zone) => setValues((current) => ({ ...current, ville, zone }))}
              />
            )
          }
        />
        {selectFilter('typeDeContrat', 'Type de contrat', 'Tous', CONTRACT_OPTIONS)}
        {selectFilter('role', 'Rôle', 'Tous', ROLE_OPTIONS)}
        <Picker
          label="Compétences"
          placeholder={values.tags.length ? undefined : 'Toutes'}
          shown={values.tags.join(', ')}
          picker={
            pickers && <SkillsPicker pickers={pickers} value={values.tags} onChange={(tags) => set('tags', tags)} />
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
