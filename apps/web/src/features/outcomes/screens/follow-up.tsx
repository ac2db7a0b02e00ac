// /suivi-formation/{id}/{signature}: the link of a learner's 3- or 6-month follow-up e-mail, signed out. She picks her
// situation and sends it (two clicks); for a job, employer and start date may be added. Recorded once.
import { Button, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  FOLLOW_UP_MESSAGES,
  FOLLOW_UP_MONTHS,
  type FollowUpView,
  JOB_SITUATIONS,
  OUTCOME_SITUATION_LABELS,
  OUTCOME_SITUATIONS,
  type OutcomeSituation,
} from '@tremplin/shared';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { OutcomeAlert } from '@/components/ui/outcome-alert';
import { ScreenLoading } from '@/components/ui/screen-states';
import { ApiClientError } from '@/lib/api-client';
import { useAnswerFollowUp, useFollowUp } from '../api/follow-ups';
import { frDate } from '../components/format';

const TITLE = 'Votre situation après la formation';

/** The server's French message for a refused link, or the broken-link one. */
const refusal = (error: unknown) =>
  error instanceof ApiClientError && [403, 409, 410].includes(error.status ?? 0)
    ? error.message
    : FOLLOW_UP_MESSAGES.badLink;

function Recorded({ view }: { view: FollowUpView }) {
  const r = view.reponse;
  if (!r) return null;
  return (
    <>
      <OutcomeAlert done title="Réponse enregistrée">
        {r.source === 'APPRENANT' ? FOLLOW_UP_MESSAGES.thanks : 'Votre situation a déjà été enregistrée par l’équipe.'}
      </OutcomeAlert>
      <Text>
        Votre situation {FOLLOW_UP_MONTHS[view.etape]} mois après la formation « {view.formationNom} » :{' '}
        <strong>{OUTCOME_SITUATION_LABELS[r.situation]}</strong>
        {r.employeur ? ` chez ${r.employeur}` : ''}
        {r.dateDebut ? ` depuis le ${frDate(r.dateDebut)}` : ''}.
      </Text>
      <Text mt="sm" c="dimmed" size="sm">
        Pour la corriger, contactez votre conseiller.
      </Text>
    </>
  );
}

export function FollowUpScreen() {
  const params = useParams();
  const id = Number(params.id);
  const signature = params.signature ?? '';
  const followUp = useFollowUp(id, signature);
  const send = useAnswerFollowUp();
  const [situation, setSituation] = useState<OutcomeSituation | ''>('');
  const [employeur, setEmployeur] = useState('');
  const [dateDebut, setDateDebut] = useState('');
  const [missing, setMissing] = useState(false);

  const valid = Number.isSafeInteger(id) && id > 0 && signature.length > 0;
  if (!valid || followUp.isError)
    return (
      <ContentLayout title={TITLE} size="sm">
        <OutcomeAlert
          done={false}
          title={
            followUp.error instanceof ApiClientError && followUp.error.status === 410 ? 'Lien expiré' : 'Lien invalide'
          }
        >
          {refusal(followUp.error)}
        </OutcomeAlert>
      </ContentLayout>
    );
  if (followUp.isPending) return <ScreenLoading label="Chargement de votre suivi" />;

  const view = send.data ?? followUp.data;
  if (view.reponse)
    return (
      <ContentLayout title={TITLE} size="sm">
        <Recorded view={view} />
      </ContentLayout>
    );

  const job = situation !== '' && JOB_SITUATIONS.includes(situation);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!situation) {
      setMissing(true);
      return;
    }
    send.mutate({ id, signature, situation, employeur: job ? employeur : '', dateDebut: job ? dateDebut : '' });
  };

  return (
    <ContentLayout
      title={TITLE}
      size="sm"
      intro={`Bonjour ${view.prenom}, où en êtes-vous ${FOLLOW_UP_MONTHS[view.etape]} mois après la formation « ${view.formationNom} » (sortie le ${frDate(view.dateSortie)}) ? Vous n’avez pas besoin de vous connecter.`}
    >
      {send.isError ? (
        <OutcomeAlert done={false} title="Réponse non enregistrée">
          {send.error instanceof ApiClientError && send.error.status === 400 ? send.error.message : refusal(send.error)}
        </OutcomeAlert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack>
          <Radio.Group
            label="Votre situation aujourd’hui"
            withAsterisk
            value={situation}
            onChange={(v) => {
              setSituation(v as OutcomeSituation);
              setMissing(false);
            }}
            error={missing ? FOLLOW_UP_MESSAGES.situationRequired : undefined}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
              {OUTCOME_SITUATIONS.map((s) => (
                <Radio key={s} value={s} label={OUTCOME_SITUATION_LABELS[s]} />
              ))}
            </SimpleGrid>
          </Radio.Group>
          {job ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label="Employeur (facultatif)"
                value={employeur}
                maxLength={200}
                autoComplete="organization"
                onChange={(e) => setEmployeur(e.currentTarget.value)}
              />
              <TextInput
                type="date"
                label="Date de début (facultatif)"
                value={dateDebut}
                onChange={(e) => setDateDebut(e.currentTarget.value)}
              />
            </SimpleGrid>
          ) : null}
          <div>
            <Button type="submit" loading={send.isPending}>
              Envoyer
            </Button>
          </div>
        </Stack>
      </form>
    </ContentLayout>
  );
}
