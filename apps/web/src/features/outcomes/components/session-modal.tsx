// Changing a session's dates, place and adviser, checked with the shared schema before it is sent.
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { personName, sessionInputSchema, type TrainingSession } from '@tremplin/shared';
import { type FormEvent, useState } from 'react';
import { useAdvisers, useUpdateSession } from '../api/outcomes';
import { fieldErrors } from './field-errors';

function SessionForm({ session, onClose }: { session: TrainingSession; onClose: () => void }) {
  const save = useUpdateSession(session.id);
  const advisers = useAdvisers();
  const [form, setForm] = useState({
    dateDebut: session.dateDebut,
    dateFin: session.dateFin,
    lieu: session.lieu ?? '',
    conseillerId: session.conseillerId ? String(session.conseillerId) : '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = {
      dateDebut: form.dateDebut,
      dateFin: form.dateFin,
      lieu: form.lieu,
      conseillerId: form.conseillerId ? Number(form.conseillerId) : null,
    };
    const found = fieldErrors(sessionInputSchema, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(values, { onSuccess: onClose });
  };
  const options = (advisers.data ?? []).map((c) => ({ value: String(c.id), label: personName(c) }));
  if (session.conseillerId && session.conseillerNom && !options.some((o) => o.value === String(session.conseillerId)))
    options.push({ value: String(session.conseillerId), label: session.conseillerNom });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="date"
            label="Début"
            withAsterisk
            value={form.dateDebut}
            error={errors.dateDebut}
            onChange={(e) => setForm({ ...form, dateDebut: e.currentTarget.value })}
            data-autofocus
          />
          <TextInput
            type="date"
            label="Fin"
            withAsterisk
            value={form.dateFin}
            error={errors.dateFin}
            onChange={(e) => setForm({ ...form, dateFin: e.currentTarget.value })}
          />
        </SimpleGrid>
        <TextInput
          label="Lieu"
          value={form.lieu}
          error={errors.lieu}
          onChange={(e) => setForm({ ...form, lieu: e.currentTarget.value })}
        />
        <Select
          label="Conseiller"
          placeholder="Choisir"
          clearable
          data={options}
          value={form.conseillerId || null}
          error={errors.conseillerId}
          onChange={(v) => setForm({ ...form, conseillerId: v ?? '' })}
        />
        {save.error ? (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" loading={save.isPending}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function SessionModal({ session, onClose }: { session: TrainingSession | null; onClose: () => void }) {
  return (
    <Modal opened={session !== null} onClose={onClose} title="Modifier la session" centered>
      {session ? <SessionForm session={session} onClose={onClose} /> : null}
    </Modal>
  );
}
