// The staff list's filters (SPEC §7 Admin: search, admission, metier, ville, auteurId) and its sort.
import { Box, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  ADMIN_USER_SORT_LABELS,
  ADMIN_USER_SORTS,
  ADMISSIONS,
  type AdminUserFilter,
  personName,
} from '@tremplin/shared';
import { ResetFilters } from '@/components/list/reset-filters';
import { SearchInput } from '@/components/list/search-input';
import { useReferents } from '../api/get-referents';

interface UserFiltersProps {
  /** What is typed, before the debounce. */
  draft: AdminUserFilter;
  onChange: (patch: Partial<AdminUserFilter>) => void;
  onReset: () => void;
}

export function UserFilters({ draft, onChange, onReset }: UserFiltersProps) {
  const referents = useReferents();
  const textValue = (v: unknown) => (typeof v === 'string' ? v : '');
  return (
    <Box role="search" aria-label="Filtrer les utilisateurs">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mb="sm">
        <SearchInput
          label="Rechercher"
          description="Nom, prénom, e-mail ou métier"
          value={textValue(draft.search)}
          onSearch={(value) => onChange({ search: value })}
        />
        <TextInput
          label="Métier"
          value={textValue(draft.metier)}
          onChange={(event) => onChange({ metier: event.currentTarget.value })}
        />
        <TextInput
          label="Ville"
          value={textValue(draft.ville)}
          onChange={(event) => onChange({ ville: event.currentTarget.value })}
        />
        <Select
          label="Admission"
          clearable
          data={[...ADMISSIONS]}
          value={textValue(draft.admission) || null}
          onChange={(value) => onChange({ admission: value ?? '' })}
        />
        <Select
          label="Référent"
          clearable
          searchable
          nothingFoundMessage="Aucun référent"
          data={(referents.data?.items ?? []).map((r) => ({ value: String(r.id), label: personName(r) }))}
          value={draft.auteurId ? String(draft.auteurId) : null}
          onChange={(value) => onChange({ auteurId: value ? Number(value) : undefined })}
        />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label="Trier par"
            allowDeselect={false}
            data={ADMIN_USER_SORTS.map((s) => ({ value: s, label: ADMIN_USER_SORT_LABELS[s] }))}
            value={textValue(draft.tri) || 'nom'}
            onChange={(value) => onChange({ tri: (value ?? 'nom') as AdminUserFilter['tri'] })}
            style={{ flex: 1 }}
          />
          <Select
            label="Ordre"
            allowDeselect={false}
            data={[
              { value: 'asc', label: 'Croissant' },
              { value: 'desc', label: 'Décroissant' },
            ]}
            value={textValue(draft.ordre) || 'asc'}
            onChange={(value) => onChange({ ordre: (value ?? 'asc') as AdminUserFilter['ordre'] })}
            w={140}
          />
        </Group>
      </SimpleGrid>
      <ResetFilters onReset={onReset} />
    </Box>
  );
}
