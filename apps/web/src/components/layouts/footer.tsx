// Site footer (SPEC §2.1): information pages, the sister sites and the social networks (one more on mobile), these two
// as the admins set them (lib/operator-details): a section with nothing set yet is left out.
import { Container, Group, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandYoutube,
  IconExternalLink,
} from '@tabler/icons-react';
import { href, OPERATOR_NETWORK_LABELS, OPERATOR_NETWORKS, type OperatorNetwork } from '@tremplin/shared';
import { type ComponentType, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { env } from '@/config/env';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useOperatorDetails } from '@/lib/operator-details';
import classes from './footer.module.css';

const INFO_LINKS = [
  { label: 'Mentions légales', to: href('legal') },
  { label: 'Plan du site', to: href('siteMap') },
  { label: 'Cookies', to: href('cookies') },
  { label: 'Accessibilité : partiellement conforme', to: href('accessibility') },
  { label: 'Nos résultats', to: href('results') },
  { label: 'À propos', to: href('about') },
  { label: 'Contact', to: href('contact') },
] as const;

const ICONS: Record<OperatorNetwork, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  linkedin: IconBrandLinkedin,
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  youtube: IconBrandYoutube,
};

const NEW_TAB = ' (nouvel onglet)';

const noChange = () => () => undefined;
const thisYear = () => new Date().getFullYear();
const buildYear = () => env.buildYear;

export function Footer() {
  const isMobile = useIsMobile();
  const details = useOperatorDetails().data;
  const sisterSites = details?.sitesSoeurs ?? [];
  // Until the width is known (see useIsMobile), the mobile-only networks are there for a media query to show.
  const socials = OPERATOR_NETWORKS.filter((network) => details?.reseaux[network]).map((network) => ({
    network,
    label: OPERATOR_NETWORK_LABELS[network],
    href: details!.reseaux[network],
    mobileOnly: network === 'youtube',
  }));
  const shownSocials = socials.filter((s) => isMobile !== false || !s.mobileOnly);
  // A page rendered at build time shows the build's year; the browser then shows today's, should a year have turned.
  const year = useSyncExternalStore(noChange, thisYear, buildYear);

  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <nav aria-labelledby="footer-info">
            <h2 id="footer-info" className={classes.heading}>
              Informations
            </h2>
            <ul className={classes.list}>
              {INFO_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={classes.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {sisterSites.length > 0 ? (
            <nav aria-labelledby="footer-sites">
              <h2 id="footer-sites" className={classes.heading}>
                Nos autres sites
              </h2>
              <ul className={classes.list}>
                {sisterSites.map((site) => (
                  <li key={site.url}>
                    <a href={site.url} className={classes.link} target="_blank" rel="noopener noreferrer">
                      {site.libelle}
                      <IconExternalLink size={14} aria-hidden="true" style={{ marginLeft: 4, verticalAlign: -2 }} />
                      <VisuallyHidden>{NEW_TAB}</VisuallyHidden>
                    </a>
                    {site.description ? <div className={classes.muted}>{site.description}</div> : null}
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {socials.length > 0 ? (
            <div>
              <h2 id="footer-social" className={classes.heading}>
                Suivez-nous
              </h2>
              <Group gap="sm" component="ul" className={classes.list} style={{ display: 'flex' }}>
                {shownSocials.map((social) => {
                  const Icon = ICONS[social.network];
                  return (
                    <li
                      key={social.network}
                      className={social.mobileOnly && isMobile === undefined ? classes.mobileOnly : undefined}
                    >
                      <a
                        href={social.href}
                        className={classes.social}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${env.productName} sur ${social.label}${NEW_TAB}`}
                      >
                        <Icon size={22} aria-hidden />
                      </a>
                    </li>
                  );
                })}
              </Group>
            </div>
          ) : null}
        </SimpleGrid>
      </Container>
      <div className={classes.bottom}>
        <Container size="lg" py="md">
          <Text className={classes.muted}>
            © {year} {env.productName} — la plateforme emploi de votre organisme de formation.
          </Text>
        </Container>
      </div>
    </footer>
  );
}
