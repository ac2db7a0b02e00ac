// /partenaires: companies that take on apprentices (fictional examples, said so on the page).
import { Badge, Card, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconMapPin } from '@tabler/icons-react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { PARTNERS, PARTNERS_ARE_FICTIONAL } from '../content/partners';

const apprenticesLabel = (n: number) => (n === 1 ? '1 apprenti accueilli' : `${n} apprentis accueillis`);

export function PartnersScreen() {
  return (
    <ContentLayout
      title="Nos partenaires"
      intro="Des entreprises de toutes tailles accueillent nos apprenants en alternance et recrutent parmi les personnes que nous accompagnons."
      size="lg"
    >
      {PARTNERS_ARE_FICTIONAL ? (
        <Paper withBorder radius="md" p="md" mb="xl" bg="blue.0">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconInfoCircle aria-hidden="true" color="#1864ab" style={{ flexShrink: 0 }} />
            <Text>
              <strong>Exemples fictifs.</strong> Les entreprises présentées ci-dessous sont imaginaires : elles
              illustrent le type de partenariats que nous nouons. Toute ressemblance avec une entreprise existante
              serait fortuite.
            </Text>
          </Group>
        </Paper>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {PARTNERS.map((partner) => (
          <Card key={partner.name} component="li" withBorder radius="lg" padding="lg">
            <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
              <Title order={2} size="h4">
                {partner.name}
              </Title>
              <Badge variant="light" color="brand" c="brand.9" style={{ flexShrink: 0 }}>
                {partner.sector}
              </Badge>
            </Group>
            <Group gap={6} mb="sm" c="dimmed">
              <IconMapPin size={16} aria-hidden="true" />
              <Text size="sm" c="dimmed">
                {partner.city} · {apprenticesLabel(partner.apprentices)}
              </Text>
            </Group>
            <Text mb="sm">{partner.description}</Text>
            <Text size="sm" fw={600}>
              Métiers : {partner.jobs.join(', ')}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Text mt="xl">
        Vous souhaitez accueillir un alternant ou recruter l’une des personnes que nous accompagnons ? Écrivez-nous
        depuis la page Contact.
      </Text>
    </ContentLayout>
  );
}
