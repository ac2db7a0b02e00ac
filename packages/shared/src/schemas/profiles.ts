// Profile payloads of SPEC §7 Users (modification-infos, -infos-comp, -liens, -video-externe) and the profile answer.
import { z } from 'zod';
import { CONTRACT_TYPES, DEFAULT_AVATARS, VISIBILITY } from '../constants';
import { publicUserSchema } from './users-base';

/** The profile as GET /api/utilisateur/{id} answers it: the user without secrets. */
export const profileSchema = publicUserSchema;
export type Profile = z.infer<typeof profileSchema>;

export const PROFILE_MESSAGES = {
  notFound: 'Ce profil est introuvable.',
  invalidUrl: 'Le lien doit commencer par http:// ou https://.',
  invalidVideoUrl: 'Seules les vidéos YouTube, Vimeo ou Dailymotion sont acceptées.',
} as const;

const id = z.coerce.number().int().positive();
const version = z.coerce.number().int().min(0);
/** Empty strings mean "no value": the field is cleared. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Ce champ contient au plus ${max} caractères.`)
    .nullish()
    .transform((v) => (v ? v : null));

/** An http(s) address, or nothing. */
export const optionalUrlSchema = z
  .string()
  .trim()
  .max(500, 'Le lien est trop long.')
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isHttpUrl(v), PROFILE_MESSAGES.invalidUrl);

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

/** PUT /api/utilisateur/modification-infos. */
export const updateInfosSchema = z.object({
  id,
  version,
  nom: z.string().trim().min(1, 'Le nom est obligatoire.').max(100),
  prenom: z.string().trim().min(1, 'Le prénom est obligatoire.').max(100),
  telephone: optionalText(30),
  ville: optionalText(120),
  metier: optionalText(120),
  experience: optionalText(120),
  description: optionalText(5000),
  typeDeContrat: z
    .union([z.enum(CONTRACT_TYPES), z.literal('')])
    .nullish()
    .transform((v) => (v ? v : null)),
  visibilite: z.enum(VISIBILITY),
  photoParDefaut: z
    .union([z.enum(DEFAULT_AVATARS), z.literal('')])
    .nullish()
    .transform((v) => (v ? v : null)),
  lienPortefolio: optionalUrlSchema,
});
export type UpdateInfos = z.input<typeof updateInfosSchema>;

/** PUT /api/utilisateur/modification-infos-comp. */
export const updateInfosCompSchema = z.object({
  id,
  version,
  niveauDiplome: optionalText(120),
  nomDiplome: optionalText(200),
  poeInteressees: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
  titreDiplomantInteresse: optionalText(200),
  formationsCourtesInteressees: optionalText(500),
  zoneGeographique: optionalText(200),
});
export type UpdateInfosComp = z.input<typeof updateInfosCompSchema>;

export const SOCIAL_LINKS = ['linkedIn', 'github', 'behance', 'twitter', 'instagram', 'facebook'] as const;
export type SocialLink = (typeof SOCIAL_LINKS)[number];
export const SOCIAL_LINK_LABELS: Record<SocialLink, string> = {
  linkedIn: 'LinkedIn',
  github: 'GitHub',
  behance: 'Behance',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  facebook: 'Facebook',
};

/** PUT /api/utilisateur/modification-liens: the six links, each an http(s) address or empty. */
export const updateLinksSchema = z.object({
  id,
  version,
  linkedIn: optionalUrlSchema,
  github: optionalUrlSchema,
  behance: optionalUrlSchema,
  twitter: optionalUrlSchema,
  instagram: optionalUrlSchema,
  facebook: optionalUrlSchema,
});
export type UpdateLinks = z.input<typeof updateLinksSchema>;

/**
 * The embeddable address of a YouTube, Vimeo or Dailymotion video (YouTube through its no-cookie domain), or null
 * when the address is none of them.
 */
export function videoEmbedUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter(Boolean);
  const safe = (v: string | null | undefined) => (v && /^[A-Za-z0-9_-]{3,64}$/.test(v) ? v : null);
  let videoId: string | null = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    videoId =
      segments[0] === 'watch'
        ? safe(url.searchParams.get('v'))
        : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
          ? safe(segments[1])
          : null;
    return videoId ? `https://www.youtube-nocookie.com/embed/${videoId}` : null;
  }
  if (host === 'youtu.be') {
    videoId = safe(segments[0]);
    return videoId ? `https://www.youtube-nocookie.com/embed/${videoId}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    videoId = [...segments].reverse().find((s) => /^\d{3,12}$/.test(s)) ?? null;
    return videoId ? `https://player.vimeo.com/video/${videoId}?dnt=1` : null;
  }
  if (host === 'dailymotion.com' || host === 'dai.ly' || host === 'geo.dailymotion.com') {
    if (host === 'dai.ly') videoId = safe(segments[0]);
    else if (segments[0] === 'video' || (segments[0] === 'embed' && segments[1] === 'video'))
      videoId = safe(segments[0] === 'video' ? segments[1]?.split('_')[0] : segments[2]);
    else if (segments[0] === 'player.html') videoId = safe(url.searchParams.get('video'));
    return videoId ? `https://www.dailymotion.com/embed/video/${videoId}` : null;
  }
  return null;
}

/** PUT /api/utilisateur/modification-video-externe: a YouTube, Vimeo or Dailymotion address, or empty to remove it. */
export const updateExternalVideoSchema = z.object({
  id,
  version,
  urlVideoExterne: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || videoEmbedUrl(v) !== null, PROFILE_MESSAGES.invalidVideoUrl),
});
export type UpdateExternalVideo = z.input<typeof updateExternalVideoSchema>;

export const userIdParamsSchema = z.object({ id });
export const userEmailParamsSchema = z.object({ email: z.string().trim().min(3).max(254) });

/** A CEF adviser as GET /api/utilisateur/cefs lists them. */
export const cefSchema = z.object({ id: z.number().int(), nom: z.string(), prenom: z.string(), email: z.string() });
export type Cef = z.infer<typeof cefSchema>;

export const CONTRACT_TYPE_LABELS: Record<(typeof CONTRACT_TYPES)[number], string> = {
  CDI: 'CDI',
  CDD: 'CDD',
  ALTERNANCE: 'Alternance',
  STAGE: 'Stage',
  INTERIM: 'Intérim',
  FREELANCE: 'Freelance',
};

/** The six default avatars (SPEC §3), named for people choosing one. */
export const DEFAULT_AVATAR_LABELS: Record<(typeof DEFAULT_AVATARS)[number], string> = {
  stylet: 'Stylet',
  clavier: 'Clavier',
  souris: 'Souris',
  tasse: 'Tasse',
  tel: 'Téléphone',
  usb: 'Clé USB',
};

export const DIPLOMA_LEVELS = ['Sans diplôme', 'CAP / BEP', 'Bac', 'Bac+2', 'Bac+3', 'Bac+5', 'Bac+8'] as const;
