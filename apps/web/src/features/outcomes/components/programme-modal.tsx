// Changing a programme's name and kind, checked with the shared schema before it is sent.
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { type ProgrammeDetail, type ProgrammeKind, programmeInputSchema } from '@tremplin/shared';
import { type FormEvent, useState } from 'react';
import { useUpdateProgramme } from '../api/outcomes';
import { fieldErrors } from './field-errors';
import { KIND_OPTIONS } from './kind-options';

function ProgrammeForm({ programme, onClose }: { programme: ProgrammeDetail; onClose: () => void }) {
  const save = useUpdateProgramme(programme.id);
  const [form, setForm] = useState({ nom: programme.nom, type: programme.type as ProgrammeKind });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(programmeInputSchema, form);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(form, { onSuccess: onClose });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Nom de la formation"
          withAsterisk
          value={form.nom}
          error={errors.nom}
          onChange={(e) => setForm({ ...form, nom: e.currentTarget.value })}
          data-autofocus
        />
        <Select
          label="Type"
          withAsterisk
          data={KIND_OPTIONS}
          value={form.type}
          allowDeselect={false}
          error={errors.type}
          onChange={(v) => v && setForm({ ...form, type: v as ProgrammeKind })}
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

export function ProgrammeModal({
  programme,
  opened,
  onClose,
}: {
  programme: ProgrammeDetail;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Modifier la formation" centered>
      {opened ? <ProgrammeForm programme={programme} onClose={onClose} /> : null}
    </Modal>
  );
}
