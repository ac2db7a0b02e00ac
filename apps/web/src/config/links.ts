// External links of the footer. The hosts are placeholders until the organisation's real addresses are configured.
export interface ExternalLink {
  label: string;
  href: string;
  description?: string;
}

export const SISTER_SITES: readonly ExternalLink[] = [
  {
    label: 'Tremplin Actu',
    href: 'https://actu.tremplin.example',
    description: 'l’actualité de l’emploi et de la formation',
  },
  { label: 'Tremplin Emploi', href: 'https://emploi.tremplin.example', description: 'les offres d’emploi' },
];

export type SocialNetwork = 'linkedin' | 'facebook' | 'instagram' | 'youtube';

export interface SocialLink extends ExternalLink {
  network: SocialNetwork;
  /** Shown in the mobile footer only (SPEC §2.1: the mobile footer adds one network). */
  mobileOnly?: boolean;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/tremplin-example' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/tremplin.example' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/tremplin.example' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@tremplin-example', mobileOnly: true },
];
