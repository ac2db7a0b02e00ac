// /cookies: what the site stores in the browser, and a button to reopen the consent preferences.
import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { CONSENT, COOKIE_BANNER } from '@tremplin/shared';
import { useState } from 'react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { openCookiePreferences } from '@/lib/cookie-consent';
import { notify } from '@/lib/notifications';
import { AUTH_STORAGE_KEY, SESSION_STORAGE_KEY } from '@/lib/session-store';

const STORED = [
  {
    name: CONSENT.cookie,
    kind: 'Cookie',
    purpose: 'Retient vos choix sur les cookies.',
    duration: `${CONSENT.days} jours`,
  },
  {
    name: COOKIE_BANNER.cookie,
    kind: 'Cookie',
    purpose: 'Indique que vous avez déjà répondu, pour ne plus vous poser la question.',
    duration: `${COOKIE_BANNER.days} jours`,
  },
  {
    name: AUTH_STORAGE_KEY,
    kind: 'Stockage local',
    purpose: 'Garde votre connexion (jeton de session, rôle, identifiant).',
    duration: 'Jusqu’à la déconnexion',
  },
  {
    name: SESSION_STORAGE_KEY,
    kind: 'Stockage de session',
    purpose: 'Conserve votre profil et le nombre de messages non lus quand vous rechargez la page.',
    duration: 'Jusqu’à la fermeture de l’onglet',
  },
];

export function CookiesScreen() {
  const [opening, setOpening] = useState(false);
  const openPreferences = () => {
    setOpening(true);
    openCookiePreferences()
      .catch(() => notify.error('Les préférences de cookies n’ont pas pu s’ouvrir. Rechargez la page et réessayez.'))
      .finally(() => setOpening(false));
  };

  return (
    <ContentLayout
      title="Gestion des cookies"
      intro="Un cookie est un petit fichier qu’un site dépose dans votre navigateur. Voici ceux de Tremplin, et comment changer d’avis."
    >
      <Stack gap="xl">
        <section aria-labelledby="cookies-needed">
          <Title order={2} size="h3" id="cookies-needed" mb="xs">
            Ce qui est nécessaire
          </Title>
          <Text mb="md">
            Ces éléments font fonctionner le site : ils ne servent à aucun suivi et ne demandent pas votre accord.
          </Text>
          {/* On a narrow screen the table scrolls sideways: the keyboard must be able to reach and scroll it too. */}
          <Table.ScrollContainer
            minWidth={560}
            scrollAreaProps={{
              viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Cookies et stockages nécessaires' },
            }}
          >
            <Table striped verticalSpacing="sm">
              <Table.Caption>Cookies et stockages nécessaires</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Nom</Table.Th>
                  <Table.Th scope="col">Type</Table.Th>
                  <Table.Th scope="col">Rôle</Table.Th>
                  <Table.Th scope="col">Durée</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {STORED.map((item) => (
                  <Table.Tr key={item.name}>
                    <Table.Td>
                      <code>{item.name}</code>
                    </Table.Td>
                    <Table.Td>{item.kind}</Table.Td>
                    <Table.Td>{item.purpose}</Table.Td>
                    <Table.Td>{item.duration}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>

        <section aria-labelledby="cookies-analytics">
          <Title order={2} size="h3" id="cookies-analytics" mb="xs">
            Mesure d’audience
          </Title>
          <Text>
            Des statistiques de fréquentation nous aideraient à améliorer le site. Aucun outil de mesure d’audience
            n’est actif sans votre accord ; si vous refusez, les cookies correspondants sont effacés automatiquement.
          </Text>
        </section>

        <section aria-labelledby="cookies-choice">
          <Title order={2} size="h3" id="cookies-choice" mb="xs">
            Vos choix
          </Title>
          <Text mb="md">
            Refuser est aussi simple qu’accepter, et vous pouvez changer d’avis à tout moment. Votre choix est conservé{' '}
            {CONSENT.days} jours.
          </Text>
          <Button leftSection={<IconCookie size={18} aria-hidden="true" />} onClick={openPreferences} loading={opening}>
            Modifier mes préférences de cookies
          </Button>
        </section>
      </Stack>
    </ContentLayout>
  );
}
