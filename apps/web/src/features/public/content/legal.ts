// Legal notice facts. The operator's identity is not known to the code: each field says so until it is filled in.
const TO_FILL = 'à compléter par l’organisme qui exploite la plateforme';

export const LEGAL_NOTICE = {
  publisher: `Organisme de formation exploitant Tremplin (raison sociale, forme juridique et capital ${TO_FILL})`,
  address: `Adresse du siège : ${TO_FILL}`,
  registration: `Numéro SIRET et numéro de déclaration d’activité de formation : ${TO_FILL}`,
  director: `Directeur ou directrice de la publication : ${TO_FILL}`,
  host: `Hébergeur (nom, adresse et téléphone) : ${TO_FILL}`,
} as const;
