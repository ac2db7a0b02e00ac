// Profile labels, messages and link checks without zod, for the schemas of ./schemas/profiles.ts and for pages that
// only show or check them (a page that needs no schema loads no zod).

export const PROFILE_MESSAGES = {
  notFound: 'Ce profil est introuvable.',
  invalidUrl: 'Le lien doit commencer par http:// ou https://.',
  invalidVideoUrl: 'Seules les vidéos YouTube, Vimeo ou Dailymotion sont acceptées.',
} as const;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

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

export const DIPLOMA_LEVELS = ['Sans diplôme', 'CAP / BEP', 'Bac', 'Bac+2', 'Bac+3', 'Bac+5', 'Bac+8'] as const;
