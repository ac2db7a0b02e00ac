// Lets staff start a message from one of their templates (fills subject and content).
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MessageTemplate } from '@tremplin/shared';
import { useState } from 'react';
import { useTemplateChoices } from '../api/get-templates';

export function TemplatePicker({ onPick }: { onPick: (template: MessageTemplate) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const templates = useTemplateChoices(debounced, true);
  const items = templates.data?.items ?? [];
  return (
    <Select
      label="Modèle de message"
      description="Remplit le sujet et le contenu ; vous pouvez ensuite les modifier. {prenom}, {nom} et {conseiller} sont remplis pour le destinataire à l’envoi."
      placeholder="Choisir un modèle"
      searchable
      clearable
      data={items.map((t) => ({ value: String(t.id), label: t.titre }))}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={templates.isFetching ? 'Recherche…' : 'Aucun modèle'}
      value={null}
      onChange={(v) => {
        const template = items.find((t) => String(t.id) === v);
        if (template) onPick(template);
        setSearch('');
      }}
    />
  );
}
