// /plandusite: the open pages of the route table, then the signed-in areas (linked for those who may open them).
import { Anchor, List, SimpleGrid, Text, Title } from '@mantine/core';
import { ALL_ROLES, CANDIDATES, decideAccess, ROUTES, type Role, type RouteDef, STAFF } from '@tremplin/shared';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useFeatureFlags } from '@/config/features';
import { type CurrentUser, useCurrentUser } from '@/lib/auth';

/** Open pages that make no sense on their own: aliases, steps of a flow, the forbidden page. */
const HIDDEN_OPEN_PATHS = new Set(['/accueil', '/interdit', '/mot-de-passe-oublie-soumis', '/inscription-reussie']);

const openPages = ROUTES.filter(
  (route) => !route.roles && !route.path.includes(':') && !HIDDEN_OPEN_PATHS.has(route.path),
);

/** Signed-in areas, as route patterns of the route table. */
const AREAS: Array<{ path: string; flag?: 'prospects' }> = [
  { path: '/mesinfos/:id' },
  { path: '/boitedereception' },
  { path: '/:uid/candidatures' },
  { path: '/:uid/monportfolio' },
  { path: '/mes-entretiens/:id' },
  { path: '/:uid/gestion-des-invitations-jobdating' },
  { path: '/recruteur/liste-favoris/:id' },
  { path: '/admin/gestion-des-utilisateur' },
  { path: '/compte-candidatures' },
  { path: '/admin/gestion-des-competences' },
  { path: '/admin/gestion-des-modeles' },
  { path: '/admin/gestion-des-jobdating' },
  { path: '/:uid/ma-formation' },
  { path: '/admin/formations' },
  { path: '/admin/tableau-de-bord' },
  { path: '/admin/tableau-cef', flag: 'prospects' },
];

const same = (a: readonly Role[], b: readonly Role[]) => a.length === b.length && a.every((r) => b.includes(r));

function audience(roles: readonly Role[]): string {
  if (same(roles, ALL_ROLES)) return 'tous les comptes';
  if (same(roles, STAFF)) return 'équipe de formation';
  if (same(roles, ['ADMIN', 'CEF'])) return 'administrateurs et conseillers';
  if (same(roles, ['RECRUTEUR'])) return 'recruteurs';
  if (same(roles, ['ADMIN', ...CANDIDATES])) return 'candidats et apprenants';
  return 'comptes autorisés';
}

const concretePath = (route: RouteDef, user: CurrentUser) =>
  route.path.replace(/:(id|uid)\b/g, String(user.id)).replace(/\/:[^/]+\?/g, '');

function AreaItem({ route, user }: { route: RouteDef; user: CurrentUser | null }) {
  const who = audience(route.roles ?? []);
  if (user) {
    const path = concretePath(route, user);
    const params = { id: String(user.id), uid: String(user.id) };
    if (decideAccess(route, params, user).allow) {
      return (
        <List.Item>
          <Anchor component={Link} to={path}>
            {route.title}
          </Anchor>
        </List.Item>
      );
    }
  }
  return (
    <List.Item>
      {route.title}{' '}
      <Text span c="dimmed" size="sm">
        ({who})
      </Text>
    </List.Item>
  );
}

export function SiteMapScreen() {
  const user = useCurrentUser();
  const flags = useFeatureFlags();
  const areas = AREAS.filter((area) => !area.flag || flags[area.flag])
    .map((area) => ROUTES.find((route) => route.path === area.path))
    .filter((route): route is RouteDef => !!route);

  return (
    <ContentLayout title="Plan du site" intro="Toutes les pages de Tremplin, d’un coup d’œil.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <section aria-labelledby="sitemap-open">
          <Title order={2} size="h3" id="sitemap-open" mb="sm">
            Pages publiques
          </Title>
          <List spacing={6}>
            {openPages.map((route) => (
              <List.Item key={route.path}>
                <Anchor component={Link} to={route.path}>
                  {route.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </section>
        <section aria-labelledby="sitemap-private">
          <Title order={2} size="h3" id="sitemap-private" mb="sm">
            Espaces personnels
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {user
              ? 'Les pages auxquelles votre compte donne accès sont des liens.'
              : 'Ces pages demandent une connexion ; chacune est réservée à certains comptes.'}
          </Text>
          <List spacing={6}>
            {areas.map((route) => (
              <AreaItem key={route.path} route={route} user={user} />
            ))}
          </List>
        </section>
      </SimpleGrid>
    </ContentLayout>
  );
}
