// /contact: how to reach the team, by e-mail.
import { Anchor, Card, Group, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useContactEmail } from '@/lib/operator-details';

const TOPICS = [
  {
    title: 'Vous êtes candidat ou apprenant',
    text: 'Votre conseiller emploi formation reste votre premier interlocuteur, par la messagerie de votre espace. Écrivez-nous pour toute question sur votre compte ou votre inscription.',
  },
  {
    title: 'Vous êtes recruteur',
    text: 'Vous souhaitez accéder aux profils, accueillir un alternant ou participer à un JobDating ? Présentez-nous votre entreprise et vos besoins.',
  },
  {
    title: 'Vos données personnelles',
    text: 'Pour consulter, corriger ou supprimer vos données, précisez l’adresse e-mail de votre compte : nous traiterons votre demande dans les délais prévus par la loi.',
  },
];

export function ContactScreen() {
  const email = useContactEmail();
  return (
    <ContentLayout title="Contact" intro="Une question, une suggestion, un problème ? L’équipe Tremplin vous lit.">
      <Card withBorder radius="lg" padding="xl" mb="xl" bg="brand.0">
        <Group gap="lg" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" aria-hidden="true">
            <IconMail size={26} />
          </ThemeIcon>
          <div>
            <Title order={2} size="h3" mb={4}>
              Écrivez-nous
            </Title>
            {email ? (
              <Text mb="xs">
                <Anchor href={`mailto:${email}`} fw={700} size="lg">
                  {email}
                </Anchor>
              </Text>
            ) : (
              <Text mb="xs">
                L’adresse e-mail de l’équipe n’est pas encore publiée. Si vous avez un compte, votre conseiller vous
                répond par la messagerie de votre espace.
              </Text>
            )}
            <Text size="sm" c="dimmed">
              Nous répondons en général sous quelques jours ouvrés. Pour une question sur une candidature, indiquez
              l’entreprise et le poste concernés.
            </Text>
          </div>
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {TOPICS.map((topic) => (
          <section key={topic.title}>
            <Title order={2} size="h4" mb="xs">
              {topic.title}
            </Title>
            <Text>{topic.text}</Text>
          </section>
        ))}
      </SimpleGrid>
      <Title order={2} size="h4" mt="xl" mb="xs">
        Avant d’écrire
      </Title>
      <List spacing={4}>
        <List.Item>Mot de passe oublié : utilisez le lien « Mot de passe oublié » de la page de connexion.</List.Item>
        <List.Item>E-mail de confirmation introuvable : vérifiez vos courriers indésirables.</List.Item>
      </List>
    </ContentLayout>
  );
}
