// Who operates the platform, without zod: the footer on every page reads these, and must stay light.
import type { OperatorSettings } from './schemas/settings';

/** The operator's social networks, in the footer's order (YouTube on phones only, SPEC §2.1). */
export const OPERATOR_NETWORKS = ['linkedin', 'facebook', 'instagram', 'youtube'] as const;
export type OperatorNetwork = (typeof OPERATOR_NETWORKS)[number];
export const OPERATOR_NETWORK_LABELS: Record<OperatorNetwork, string> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

/** What a fresh installation knows of its operator: nothing. */
export const EMPTY_OPERATOR_SETTINGS: OperatorSettings = {
  raisonSociale: '',
  siege: '',
  siret: '',
  directeurPublication: '',
  hebergeur: '',
  emailContact: '',
  reseaux: { linkedin: '', facebook: '', instagram: '', youtube: '' },
  sitesSoeurs: [],
};

/** The legal notice's details, named as the admin settings and the « missing » list name them. */
export const OPERATOR_DETAIL_LABELS = {
  raisonSociale: 'Raison sociale',
  siege: 'Adresse du siège',
  siret: 'Numéro SIRET',
  directeurPublication: 'Directeur ou directrice de la publication',
  hebergeur: 'Hébergeur (nom, adresse et téléphone)',
  emailContact: 'Adresse e-mail de contact',
} as const satisfies Partial<Record<keyof OperatorSettings, string>>;

/** The labels of the legal notice's details not filled in yet, in the notice's order. */
export function missingOperatorDetails(settings: OperatorSettings): string[] {
  return (Object.keys(OPERATOR_DETAIL_LABELS) as (keyof typeof OPERATOR_DETAIL_LABELS)[])
    .filter((key) => settings[key].trim() === '')
    .map((key) => OPERATOR_DETAIL_LABELS[key]);
}
