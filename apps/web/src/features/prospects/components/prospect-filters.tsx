// The table's filters: search, status, city, NTC and a date range (what is typed, before the debounce).
import { Box, Select, SimpleGrid, TextInput } from '@mantine/core';
import { PROSPECT_STATUS_LABELS, PROSPECT_STATUSES } from '@tremplin/shared';
import { ResetFilters } from '@/components/list/reset-filters';
import { SearchInput } from '@/components/list/search-input';
import type { AddressFilters } from '@/components/list/use-address-filters';
import { DateInput } from '@/components/ui/date-inputs';
import { useNtcOptions } from '../api/get-ntc-options';

export const PROSPECT_FILTER_KEYS = ['search', 'statue', 'ville', 'ntcId', 'du', 'au', 'tri', 'ordre'] as const;
export type ProspectFilterKey = (typeof PROSPECT_FILTER_KEYS)[number];

interface ProspectFiltersProps {
  values: AddressFilters<ProspectFilterKey>;
  onChange: (patch: Partial<Record<ProspectFilterKey, string | null>>) => void;
  onReset: () => void;
}

const dateProps = {
  placeholder: 'JJ/MM/AAAA',
  valueFormat: 'DD/MM/YYYY',
  clearable: true,
} as const;

export function ProspectFilters({ values, onChange, onReset }: ProspectFiltersProps) {
  const ntcOptions = useNtcOptions();
  return (
    <Box role="search" aria-label="Filtrer les prospects">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mb="sm">
        <SearchInput
          label="Rechercher"
          description="Entreprise, poste, contact, titre ou commentaire"
          value={values.search ?? ''}
          onSearch={(value) => onChange({ search: value })}
        />
        <Select
          label="Statut"
          clearable
          data={PROSPECT_STATUSES.map((s) => ({ value: s, label: PROSPECT_STATUS_LABELS[s] }))}
          value={values.statue ?? null}
          onChange={(v) => onChange({ statue: v })}
        />
        <TextInput
          label="Ville"
          value={values.ville ?? ''}
          onChange={(e) => onChange({ ville: e.currentTarget.value })}
        />
        <Select
          label="NTC"
          clearable
          searchable
          nothingFoundMessage="Aucun NTC"
          data={ntcOptions.data ?? []}
          value={values.ntcId ?? null}
          onChange={(v) => onChange({ ntcId: v })}
        />
        <DateInput label="Du" {...dateProps} value={values.du ?? null} onChange={(v) => onChange({ du: v })} />
        <DateInput label="Au" {...dateProps} value={values.au ?? null} onChange={(v) => onChange({ au: v })} />
      </SimpleGrid>
      <ResetFilters onReset={onReset} />
    </Box>
  );
}
