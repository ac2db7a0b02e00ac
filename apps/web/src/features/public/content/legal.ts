// Legal notice facts: the operator's details as the admins set them (OperatorSettings), each line only once filled.
import type { OperatorSettings } from '@tremplin/shared';

export interface LegalNoticeLines {
  publisher: string[];
  host: string | null;
}

export function legalNoticeLines(details: OperatorSettings | undefined): LegalNoticeLines {
  const line = (label: string, value: string | undefined) => (value?.trim() ? `${label} : ${value.trim()}` : null);
  const publisher = [
    line('Raison sociale', details?.raisonSociale),
    line('Siège', details?.siege),
    line('SIRET', details?.siret),
    line('Directeur ou directrice de la publication', details?.directeurPublication),
    line('Contact', details?.emailContact),
  ].filter((l): l is string => l !== null);
  return { publisher, host: details?.hebergeur.trim() || null };
}
