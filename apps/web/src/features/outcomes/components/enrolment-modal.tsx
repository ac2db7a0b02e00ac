// The exit of an enrolment (date and reason) and the learner's situation at exit, three and six months.
import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type Enrolment,
  EXIT_REASON_LABELS,
  EXIT_REASONS,
  type ExitReason,
  JOB_SITUATIONS,
  OUTCOME_SITUATION_LABELS,
  OUTCOME_SITUATIONS,
  OUTCOME_STAGE_LABELS,
  OUTCOME_STAGES,
  type OutcomeSituation,
  type OutcomeStage,
  SHORT_JOB_SITUATIONS,
} from '@tremplin/shared';
import { type FormEvent, useState } from 'react';
import { useRecordOutcome, useUpdateEnrolment } from '../api/outcomes';

function ExitForm({ enrolment }: { enrolment: Enrolment }) {
  const save = useUpdateEnrolment();
  const [form, setForm] = useState({
    dateEntree: enrolment.dateEntree,
    dateSortie: enrolment.dateSortie ?? '',
    motifSortie: (enrolment.motifSortie ?? '') as ExitReason | '',
    detailSortie: enrolment.detailSortie ?? '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      id: enrolment.id,
      dateEntree: form.dateEntree,
      dateSortie: form.dateSortie || null,
      motifSortie: form.motifSortie || null,
      detailSortie: form.detailSortie,
    });
  };
  return (
    <form onSubmit={submit} aria-labelledby="exit-title">
      <Title order={3} size="h4" id="exit-title" mb="xs">
        Entrée et sortie
      </Title>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label="Date d’entrée"
            required
            value={form.dateEntree}
            onChange={(e) => setForm({ ...form, dateEntree: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="Date de sortie"
            value={form.dateSortie}
            onChange={(e) => setForm({ ...form, dateSortie: e.currentTarget.value })}
          />
        </Group>
        <Select
          label="Motif de sortie"
          placeholder="En formation"
          clearable
          data={EXIT_REASONS.map((r) => ({ value: r, label: EXIT_REASON_LABELS[r] }))}
          value={form.motifSortie || null}
          onChange={(v) => setForm({ ...form, motifSortie: (v ?? '') as ExitReason | '' })}
        />
        {form.motifSortie === 'ABANDON' ? (
          <Textarea
            label="Raison de l’abandon"
            required
            value={form.detailSortie}
            onChange={(e) => setForm({ ...form, detailSortie: e.currentTarget.value })}
          />
        ) : null}
        {save.error ? (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Enregistrer la sortie
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function OutcomeForm({ enrolment }: { enrolment: Enrolment }) {
  const record = useRecordOutcome();
  const firstMissing = OUTCOME_STAGES.find((s) => !enrolment.situations.some((o) => o.etape === s)) ?? 'M6';
  const [etape, setEtape] = useState<OutcomeStage>(firstMissing);
  const current = enrolment.situations.find((o) => o.etape === etape);
  const blank = {
    situation: '' as OutcomeSituation | '',
    employeur: '',
    dateDebut: '',
    dateFin: '',
    dureeMois: '' as number | '',
  };
  const fromCurrent = current
    ? {
        situation: current.situation,
        employeur: current.employeur ?? '',
        dateDebut: current.dateDebut ?? '',
        dateFin: current.dateFin ?? '',
        dureeMois: current.dureeMois ?? ('' as const),
      }
    : blank;
  const [form, setForm] = useState(fromCurrent);
  const [shownStage, setShownStage] = useState(etape);
  if (shownStage !== etape) {
    setShownStage(etape);
    setForm(fromCurrent);
  }
  const job = form.situation !== '' && JOB_SITUATIONS.includes(form.situation);
  const short = form.situation !== '' && SHORT_JOB_SITUATIONS.includes(form.situation);
  const exited = !!enrolment.dateSortie;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.situation) return;
    record.mutate({
      id: enrolment.id,
      etape,
      situation: form.situation,
      employeur: form.employeur,
      dateDebut: form.dateDebut || null,
      dateFin: form.dateFin || null,
      dureeMois: form.dureeMois === '' ? null : form.dureeMois,
    });
  };

  return (
    <form onSubmit={submit} aria-labelledby="outcome-title">
      <Title order={3} size="h4" id="outcome-title" mb="xs">
        Situation après la formation
      </Title>
      {!exited ? (
        <Alert color="gray">Enregistrez d’abord la sortie de l’apprenant.</Alert>
      ) : (
        <Stack gap="sm">
          <Group grow align="flex-start">
            <Select
              label="Moment"
              required
              allowDeselect={false}
              data={OUTCOME_STAGES.map((s) => ({ value: s, label: OUTCOME_STAGE_LABELS[s] }))}
              value={etape}
              onChange={(v) => v && setEtape(v as OutcomeStage)}
            />
            <Select
              label="Situation"
              required
              allowDeselect={false}
              data={OUTCOME_SITUATIONS.map((s) => ({ value: s, label: OUTCOME_SITUATION_LABELS[s] }))}
              value={form.situation || null}
              onChange={(v) => setForm({ ...form, situation: (v ?? '') as OutcomeSituation })}
            />
          </Group>
          {job ? (
            <>
              <TextInput
                label="Employeur"
                value={form.employeur}
                onChange={(e) => setForm({ ...form, employeur: e.currentTarget.value })}
              />
              <Group grow align="flex-start">
                <TextInput
                  type="date"
                  label="Début du contrat"
                  value={form.dateDebut}
                  onChange={(e) => setForm({ ...form, dateDebut: e.currentTarget.value })}
                />
                <TextInput
                  type="date"
                  label="Fin du contrat (dernier jour)"
                  value={form.dateFin}
                  onChange={(e) => setForm({ ...form, dateFin: e.currentTarget.value })}
                />
              </Group>
              {short ? (
                <NumberInput
                  label="Durée en mois"
                  description="Si la date de fin n’est pas connue : un contrat d’au moins un mois compte."
                  min={0}
                  max={600}
                  value={form.dureeMois}
                  onChange={(v) => setForm({ ...form, dureeMois: typeof v === 'number' ? v : '' })}
                />
              ) : null}
            </>
          ) : null}
          {record.error ? (
            <Alert color="red" role="alert">
              {record.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={record.isPending} disabled={!form.situation}>
              Enregistrer la situation
            </Button>
          </Group>
        </Stack>
      )}
    </form>
  );
}

export function EnrolmentModal({ enrolment, onClose }: { enrolment: Enrolment | null; onClose: () => void }) {
  return (
    <Modal opened={!!enrolment} onClose={onClose} title={enrolment?.apprenantNom ?? ''} size="lg">
      {enrolment ? (
        <Stack>
          <ExitForm key={`exit-${enrolment.id}`} enrolment={enrolment} />
          <Divider />
          <OutcomeForm key={`outcome-${enrolment.id}-${enrolment.dateSortie ?? ''}`} enrolment={enrolment} />
        </Stack>
      ) : null}
    </Modal>
  );
}
