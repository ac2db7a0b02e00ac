// /compte-candidatures: applications per candidate, sortable by any column (ascending, descending or not at all)
// and searchable by a chosen field.
import { Anchor, Group, Pagination, Paper, Select, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { TOTALS_HEADERS, TOTALS_SEARCH_FIELDS } from '@tremplin/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useCurrentUser } from '@/lib/auth';
import { type TotalsParams, useApplicationTotals } from '../api/get-application-totals';
import { Loading } from '../components/screen-states';
import { applicationPaths } from '../paths';

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
  const total = totals.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const manages = me?.role === 'ADMIN' || me?.role === 'CEF';

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
        <Anchor component={Link} to={applicationPaths.batch} ml="auto">
          Ajouter une candidature à plusieurs candidats
        </Anchor>
      </Group>
      {totals.isPending ? (
        <Loading label="Chargement des totaux" />
      ) : totals.isError ? (
        <Text c="orange">Les totaux ne peuvent pas être affichés pour le moment.</Text>
      ) : total === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text>Aucun candidat ne correspond.</Text>
        </Paper>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
            {total} candidat{total > 1 ? 's' : ''}
          </Text>
          <Table.ScrollContainer minWidth={800}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  {TOTALS_HEADERS.map((header) => {
                    const state = sort?.header === header ? sort.direction : null;
                    const Icon =
                      state === 'asc' ? IconSortAscending : state === 'desc' ? IconSortDescending : IconArrowsSort;
                    return (
                      <Table.Th
                        key={header}
                        aria-sort={state === 'asc' ? 'ascending' : state === 'desc' ? 'descending' : 'none'}
                      >
                        <UnstyledButton onClick={() => cycle(header)} fw={600}>
                          <Group gap={4} wrap="nowrap">
                            {HEADER_LABELS[header]}
                            <Icon size={14} aria-hidden="true" />
                          </Group>
                        </UnstyledButton>
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {totals.data.items.map((row) => (
                  <Table.Tr key={row.utilisateurId}>
                    <Table.Td>
                      {manages ? (
                        <Anchor component={Link} to={applicationPaths.adminList(row.utilisateurId)}>
                          {row.nom}
                        </Anchor>
                      ) : (
                        row.nom
                      )}
                    </Table.Td>
                    <Table.Td>{row.prenom}</Table.Td>
                    <Table.Td>{row.email}</Table.Td>
                    <Table.Td>{row.ville}</Table.Td>
                    <Table.Td>{row.referent}</Table.Td>
                    <Table.Td>{row.total}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 ? (
            <Group justify="center" mt="md">
              <Pagination total={pages} value={page} onChange={setPage} />
            </Group>
          ) : null}
        </>
      )}
    </ContentLayout>
  );
}
