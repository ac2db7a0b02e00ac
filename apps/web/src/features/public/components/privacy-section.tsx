// The privacy part of /mentions: what is kept, why, for how long and how to use each right, with the durations the
// server enforces (its settings, the defaults until they arrive).
import { List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  PERSONAL_DATA_DEFAULTS,
  type PrivacySettings,
  personalDataEndpoints,
  TALENT_POOL_CONSENT_TEXT,
} from '@tremplin/shared';
import { env } from '@/config/env';
import { call } from '@/lib/endpoint-client';
import { WriteToUs } from './write-to-us';

const DEFAULTS: PrivacySettings = {
  delaiEffacementJours: PERSONAL_DATA_DEFAULTS.erasureGraceDays,
  conservationMois: PERSONAL_DATA_DEFAULTS.retentionMonths,
  preavisJours: PERSONAL_DATA_DEFAULTS.warningDays,
  texteConsentementVivier: TALENT_POOL_CONSENT_TEXT,
};

const months = (n: number) => (n % 12 === 0 ? `${n / 12} an${n / 12 > 1 ? 's' : ''}` : `${n} mois`);

export function PrivacySection() {
  const settings = useQuery({
    queryKey: ['privacy-settings'],
    queryFn: () => call(personalDataEndpoints.privacySettings, {}, { silent: true, auth: false, loading: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const s = settings.data ?? DEFAULTS;
  return (
    <section aria-labelledby="legal-data">
      <Title order={2} size="h3" id="legal-data" mb="xs">
        Données personnelles
      </Title>
      <Stack gap="xs">
        <Text>
          Les données de votre compte servent à votre accompagnement vers l’emploi : tenue de votre profil, mise en
          relation avec des recruteurs, suivi de vos candidatures et de vos entretiens. Elles sont traitées par
          l’organisme de formation, sur la base de votre inscription, et ne sont jamais vendues.
        </Text>
        <Title order={3} size="h5">
          Ce que nous gardons, et combien de temps
        </Title>
        <List spacing={4}>
          <List.Item>
            Votre compte, votre profil, vos fichiers, vos candidatures et vos messages : tant que vous utilisez{' '}
            {env.productName}, puis {months(s.conservationMois)} après votre dernière connexion ou la dernière action de
            l’équipe sur votre dossier. Vous êtes prévenu par e-mail {s.preavisJours} jours avant l’effacement ; une
            connexion suffit à garder votre compte.
          </List.Item>
          <List.Item>
            L’historique de vos connexions (date, adresse tronquée, appareil), pour votre sécurité : la même durée, et
            vous le voyez sur votre profil.
          </List.Item>
          <List.Item>
            Votre réponse sur le vivier de talents, avec sa date et le texte accepté : « {s.texteConsentementVivier} »
            Les recruteurs ne trouvent votre profil que si vous avez accepté.
          </List.Item>
        </List>
        <Title order={3} size="h5">
          Vos droits, directement depuis votre compte
        </Title>
        <List spacing={4}>
          <List.Item>
            Accès et portabilité : le bouton « Télécharger mes données » de votre profil vous donne toutes vos données
            et vos fichiers en un seul fichier ZIP.
          </List.Item>
          <List.Item>Rectification : modifiez vos informations depuis votre profil.</List.Item>
          <List.Item>
            Effacement : « Supprimer mon compte » le désactive tout de suite ; il est effacé définitivement{' '}
            {s.delaiEffacementJours} jours plus tard, ou immédiatement avec le lien reçu par e-mail. Les messages que
            vous avez envoyés restent lisibles par leurs destinataires, signés « Ancien membre » ; vos candidatures
            restent comptées sous ce nom dans les totaux de l’équipe, sans vos commentaires ni vos contacts.
          </List.Item>
          <List.Item>
            Opposition : retirez votre accord au vivier de talents à tout moment depuis votre profil.
          </List.Item>
        </List>
        <Text>
          Pour toute autre demande, <WriteToUs />. Si vous estimez que vos droits ne sont pas respectés, vous pouvez
          adresser une réclamation à la CNIL (Commission nationale de l’informatique et des libertés).
        </Text>
      </Stack>
    </section>
  );
}
