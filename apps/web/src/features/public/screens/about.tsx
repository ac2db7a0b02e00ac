// /apropos: what Tremplin is, who runs it, what it stands for.
import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ContentLayout } from '@/components/layouts/content-layout';
import { env } from '@/config/env';

const VALUES = [
  {
    title: 'L’accompagnement avant tout',
    text: 'Derrière chaque profil, une équipe de formation qui connaît la personne, ses progrès et ses projets.',
  },
  {
    title: 'Des compétences visibles',
    text: 'Projets, certifications, vidéos de présentation : on montre ce que l’on sait faire, pas seulement des diplômes.',
  },
  {
    title: 'Le respect des données',
    text: 'Chacun décide si son profil est visible. Aucune donnée n’est vendue, aucun cookie publicitaire n’est déposé.',
  },
];

export function AboutScreen() {
  const name = env.productName;
  return (
    <ContentLayout
      title="À propos"
      intro={`${name} est la plateforme emploi d’un organisme de formation : elle fait le lien entre les personnes qu’il accompagne et les entreprises qui recrutent.`}
    >
      <Stack gap="xl">
        <section aria-labelledby="about-why">
          <Title order={2} size="h3" id="about-why" mb="xs">
            Pourquoi {name}
          </Title>
          <Text mb="xs">
            Trouver un emploi ou une alternance demande de se rendre visible, de s’organiser et de rester motivé. Les
            recruteurs, eux, cherchent des personnes prêtes à s’engager et peinent à les repérer.
          </Text>
          <Text>
            {name} réunit les deux : les candidats y construisent un profil et un portfolio, suivent leurs candidatures
            et leurs entretiens ; les recruteurs y trouvent des profils à jour, accompagnés par des conseillers.
          </Text>
        </section>

        <section aria-labelledby="about-who">
          <Title order={2} size="h3" id="about-who" mb="xs">
            Qui l’utilise
          </Title>
          <List spacing={6}>
            <List.Item>Les personnes en recherche d’emploi et les salariés en reconversion ;</List.Item>
            <List.Item>les apprenants des préparations opérationnelles à l’emploi (POE) et les alternants ;</List.Item>
            <List.Item>les recruteurs, qui consultent les profils et gardent leurs favoris ;</List.Item>
            <List.Item>
              l’équipe de formation (conseillers, assistants, administrateurs), qui anime les JobDating et suit les
              candidatures.
            </List.Item>
          </List>
        </section>

        <section aria-labelledby="about-values">
          <Title order={2} size="h3" id="about-values" mb="md">
            Ce qui nous guide
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {VALUES.map((value) => (
              <Card key={value.title} withBorder radius="lg" padding="lg">
                <Title order={3} size="h5" mb="xs">
                  {value.title}
                </Title>
                <Text size="sm">{value.text}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </ContentLayout>
  );
}
