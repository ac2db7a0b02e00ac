// Searches active users by name and picks one as the recipient.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { personName, type Recipient, ROLE_LABELS } from '@tremplin/shared';
import { useMemo, useState } from 'react';
import { useFieldControl } from '@/components/form/fields';
import { useRecipients } from '../api/get-recipients';

const label = (r: Recipient) => `${personName(r)} (${ROLE_LABELS[r.role] ?? r.role})`;

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
