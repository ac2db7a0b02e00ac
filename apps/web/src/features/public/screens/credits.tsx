// /credit: the open-source work Tremplin is built on, with licences.
import { Anchor, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { ContentLayout } from '@/components/layouts/content-layout';

const SOFTWARE = [
  { name: 'React', role: 'Interface', licence: 'MIT', href: 'https://react.dev' },
  { name: 'React Router', role: 'Navigation entre les pages', licence: 'MIT', href: 'https://reactrouter.com' },
  { name: 'Mantine', role: 'Composants d’interface', licence: 'MIT', href: 'https://mantine.dev' },
  { name: 'Tabler Icons', role: 'Icônes', licence: 'MIT', href: 'https://tabler.io/icons' },
  { name: 'TanStack Query', role: 'Échanges avec le serveur', licence: 'MIT', href: 'https://tanstack.com/query' },
  { name: 'React Toastify', role: 'Notifications', licence: 'MIT', href: 'https://fkhadra.github.io/react-toastify' },
  {
    name: 'CookieConsent',
    role: 'Recueil du consentement aux cookies',
    licence: 'MIT',
    href: 'https://cookieconsent.orestbida.com',
  },
  { name: 'Day.js', role: 'Dates en français', licence: 'MIT', href: 'https://day.js.org' },
  { name: 'Zustand', role: 'État de l’application', licence: 'MIT', href: 'https://zustand.docs.pmnd.rs' },
  { name: 'Fastify', role: 'Serveur d’API', licence: 'MIT', href: 'https://fastify.dev' },
  { name: 'PostgreSQL', role: 'Base de données', licence: 'PostgreSQL', href: 'https://www.postgresql.org' },
] as const;

export function CreditsScreen() {
  return (
    <ContentLayout
      title="Crédits"
      intro="Tremplin repose sur des logiciels libres. Merci à celles et ceux qui les écrivent et les entretiennent."
    >
      <Table.ScrollContainer minWidth={520}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Caption>Logiciels libres utilisés par Tremplin</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Logiciel</Table.Th>
              <Table.Th scope="col">Usage</Table.Th>
              <Table.Th scope="col">Licence</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SOFTWARE.map((item) => (
              <Table.Tr key={item.name}>
                <Table.Td>
                  <Anchor href={item.href} target="_blank" rel="noopener noreferrer">
                    {item.name}
                    <VisuallyHidden> (nouvel onglet)</VisuallyHidden>
                  </Anchor>
                </Table.Td>
                <Table.Td>{item.role}</Table.Td>
                <Table.Td>{item.licence}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={2} size="h3" mt="xl" mb="xs">
        Identité visuelle
      </Title>
      <Text>
        Le logo et les couleurs de Tremplin ont été créés pour la plateforme. Les textes utilisent les polices déjà
        installées sur votre appareil : aucune police n’est téléchargée depuis un service tiers.
      </Text>
    </ContentLayout>
  );
}
