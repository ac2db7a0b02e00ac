// /admin/journal-acces (admins only): who from the organisation read or changed whose data, when and from where;
// filtered by person, staff member, kind and period (kept in the address), paged by the server.
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ACCESS_JOURNAL_PAGE_SIZE,
  ACCESS_KINDS,
  type AccessJournalAdminEntry,
  type AccessKind,
  ROLE_LABELS,
} from '@tremplin/shared';
import { ContentLayout } from '@/components/layouts/content-layout';
import type { Column } from '@/components/list/data-table';
import { ListTable } from '@/components/list/list-table';
import { ResetFilters } from '@/components/list/reset-filters';
import { SearchInput } from '@/components/list/search-input';
import { useAddressFilters } from '@/components/list/use-address-filters';
import { useAccessJournalSearch } from '../api/search-access-journal';

const KEYS = ['personne', 'personnel', 'type', 'du', 'au'] as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' });

const columns: Column<AccessJournalAdminEntry>[] = [
  { header: 'Date', cell: (e) => when(e.date) },
  {
    header: 'Personne',
    cell: (e) => (e.personne ? `${e.personne.nom} (${e.personne.email})` : 'Compte effacé'),
  },
  { header: 'Accès', cell: (e) => e.libelle },
  { header: 'Par', cell: (e) => `${e.personnel.nom} (${ROLE_LABELS[e.personnel.role]})` },
  { header: 'Adresse', cell: (e) => e.adresse },
];

export function AdminAccessJournalScreen() {
  const { values, page, setFilters, setPage, reset, filtered } = useAddressFilters(KEYS);
  const [personne] = useDebouncedValue(values.personne ?? '', 300);
  const [personnel] = useDebouncedValue(values.personnel ?? '', 300);
  const list = useAccessJournalSearch({
    personne: personne || undefined,
    personnel: personnel || undefined,
    type: values.type as AccessKind | undefined,
    du: values.du,
    au: values.au,
    page: page - 1,
    size: ACCESS_JOURNAL_PAGE_SIZE,
  });

  return (
    <ContentLayout
      title="Journal des accès"
      size="xl"
      intro="Qui, dans l’organisme, a consulté ou modifié les données d’une personne, quand et depuis quelle adresse. Les entrées sont gardées 12 mois."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mb="md" role="search" aria-label="Filtrer le journal des accès">
        <SearchInput
          label="Personne"
          description="Nom ou e-mail de la personne"
          value={values.personne ?? ''}
          onSearch={(value) => setFilters({ personne: value })}
        />
        <SearchInput
          label="Membre du personnel"
          description="Nom de la personne de l’organisme"
          value={values.personnel ?? ''}
          onSearch={(value) => setFilters({ personnel: value })}
        />
        <Select
          label="Type d’accès"
          placeholder="Tous"
          clearable
          value={values.type ?? null}
          onChange={(value) => setFilters({ type: value })}
          data={Object.entries(ACCESS_KINDS).map(([value, label]) => ({ value, label }))}
        />
        <TextInput
          type="date"
          label="Du"
          value={values.du ?? ''}
          onChange={(event) => setFilters({ du: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="Au"
          value={values.au ?? ''}
          onChange={(event) => setFilters({ au: event.currentTarget.value })}
        />
      </SimpleGrid>
      {filtered ? <ResetFilters onReset={reset} /> : null}
      <ListTable
        query={list}
        loadingLabel="Chargement du journal des accès"
        errorText="Le journal ne peut pas être affiché : vérifiez les filtres (dates AAAA-MM-JJ, la fin après le début)."
        emptyText={filtered ? 'Aucun accès ne correspond à ces filtres.' : 'Aucun accès journalisé pour le moment.'}
        count={{ one: 'accès', many: 'accès' }}
        pager={{ size: ACCESS_JOURNAL_PAGE_SIZE, page, onChange: setPage }}
        aria-label="Journal des accès"
        minWidth={760}
        columns={columns}
        rowKey={(e) => e.id}
      />
    </ContentLayout>
  );
}
