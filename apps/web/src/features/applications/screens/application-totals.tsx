// /compte-candidatures: applications per candidate, sortable by any column (ascending, descending or not at all)
// and searchable by a chosen field.
import { Anchor, Group, Select, Table, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { type ApplicationTotal, href, TOTALS_HEADERS, TOTALS_SEARCH_FIELDS } from '@tremplin/shared';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import type { Column } from '@/components/list/data-table';
import { ListTable } from '@/components/list/list-table';
import { CandidateFileName } from '@/components/ui/candidate-file-link';
import { useCurrentUser } from '@/lib/auth';
import { type TotalsParams, useApplicationTotals } from '../api/get-application-totals';

const PAGE_SIZE = 10;
type Header = (typeof TOTALS_HEADERS)[number];
type Field = (typeof TOTALS_SEARCH_FIELDS)[number];

const HEADER_LABELS: Record<Header, string> = {
  nom: 'Nom',
  prenom: 'Prénom',
  email: 'E-mail',
  ville: 'Ville',
  referent: 'Référent',
  total: 'Candidatures',
};

export function ApplicationTotalsScreen() {
  const me = useCurrentUser();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<TotalsParams['sort']>(null);
  const [field, setField] = useState<Field>('nom');
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value, 300);
  const params: TotalsParams = {
    page: page - 1,
    size: PAGE_SIZE,
    sort,
    search: debounced.trim() ? { field, value: debounced } : null,
  };
  const totals = useApplicationTotals(params);

  /** Unsorted → ascending → descending → unsorted. */
  const cycle = (header: Header) => {
    setPage(1);
    setSort((current) =>
      current?.header !== header
        ? { header, direction: 'asc' }
        : current.direction === 'asc'
          ? { header, direction: 'desc' }
          : null,
    );
  };

  const headerCell = (header: Header) => {
    const state = sort?.header === header ? sort.direction : null;
    const Icon = state === 'asc' ? IconSortAscending : state === 'desc' ? IconSortDescending : IconArrowsSort;
    return (
      <Table.Th aria-sort={state === 'asc' ? 'ascending' : state === 'desc' ? 'descending' : 'none'}>
        <UnstyledButton onClick={() => cycle(header)} fw={600}>
          <Group gap={4} wrap="nowrap">
            {HEADER_LABELS[header]}
            <Icon size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };
  const cells: Record<Header, (row: ApplicationTotal) => ReactNode> = {
    // The surname opens the candidate's file (her applications and the rest); the former members' row (erased
    // candidates) has no file to open.
    nom: (row) => (
      <CandidateFileName viewer={me} personId={row.utilisateurId}>
        {row.nom}
      </CandidateFileName>
    ),
    prenom: (row) => row.prenom,
    email: (row) => row.email,
    ville: (row) => row.ville,
    referent: (row) => row.referent,
    total: (row) => row.total,
  };
  const columns: Column<ApplicationTotal>[] = TOTALS_HEADERS.map((header) => ({
    header: HEADER_LABELS[header],
    headerCell: headerCell(header),
    cell: cells[header],
  }));

  return (
    <ContentLayout size="xl" title="Total des candidatures par candidat">
      <Group align="flex-end" mb="md">
        <Select
          label="Rechercher dans"
          allowDeselect={false}
          data={TOTALS_SEARCH_FIELDS.map((f) => ({ value: f, label: HEADER_LABELS[f] }))}
          value={field}
          onChange={(v) => {
            setField((v as Field) ?? 'nom');
            setPage(1);
          }}
          w={180}
        />
        <TextInput
          label="Texte recherché"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Anchor component={Link} to={href('adminApplicationBatch')} ml="auto">
          Ajouter une candidature à plusieurs candidats
        </Anchor>
      </Group>
      <ListTable
        query={totals}
        loadingLabel="Chargement des totaux"
        loading="centred"
        errorText="Les totaux ne peuvent pas être affichés pour le moment."
        emptyText="Aucun candidat ne correspond."
        count={{ one: 'candidat' }}
        pager={{ size: PAGE_SIZE, page, onChange: setPage, mt: 'md' }}
        striped
        verticalSpacing="xs"
        minWidth={800}
        rowKey={(row) => row.utilisateurId ?? 'ancien-membre'}
        columns={columns}
      />
    </ContentLayout>
  );
}
