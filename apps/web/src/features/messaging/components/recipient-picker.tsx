// Searches active users by name and picks one as the recipient.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Recipient } from '@tremplin/shared';
import { useMemo, useState } from 'react';
import { useFieldControl } from '@/components/form/fields';
import { useRecipients } from '../api/get-recipients';

const ROLE_LABELS: Record<string, string> = {
  ADMIN: 'Administrateur',
  CEF: 'Conseiller emploi formation',
  ASSISTANT: 'Assistant CEF',
  RECRUTEUR: 'Recruteur',
  EMPLOYE: 'Employé',
  EN_RECHERCHE_EMPLOI: 'En recherche d’emploi',
  CANDIDAT_POE: 'Candidat POE',
  ALTERNANT: 'Alternant',
};

const label = (r: Recipient) => `${r.prenom} ${r.nom} (${ROLE_LABELS[r.role] ?? r.role})`;

interface RecipientPickerProps {
  /** The form's field that holds the recipient's id. */
  name: string;
  /** The recipient already chosen (from the address), shown before any search. */
  initial?: Recipient | null;
}

export function RecipientPicker({ name, initial }: RecipientPickerProps) {
  const { value, onChange, onBlur, error } = useFieldControl<number | undefined>(name);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const recipients = useRecipients(debounced);
  const [chosen, setChosen] = useState<Recipient | null>(initial ?? null);

  const data = useMemo(() => {
    const list = [...(recipients.data ?? [])];
    if (chosen && !list.some((r) => r.id === chosen.id)) list.unshift(chosen);
    return list.map((r) => ({ value: String(r.id), label: label(r) }));
  }, [recipients.data, chosen]);

  return (
    <Select
      label="Destinataire"
      placeholder="Tapez un nom pour rechercher"
      searchable
      required
      data={data}
      value={value ? String(value) : null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={recipients.isFetching ? 'Recherche…' : 'Aucun utilisateur trouvé'}
      onChange={(v) => {
        const id = v ? Number(v) : null;
        setChosen((recipients.data ?? []).find((r) => r.id === id) ?? chosen);
        onChange(id ?? undefined);
      }}
      onBlur={onBlur}
      error={error}
      clearable
    />
  );
}
