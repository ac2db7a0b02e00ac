// /videos-emploi: practical employment tips, each with a link to videos on its theme.
import { Anchor, Card, List, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { EMPLOYMENT_TIPS, videoSearchUrl } from '../content/employment-tips';

export function VideosScreen() {
  return (
    <ContentLayout
      title="Astuces emploi en vidéo"
      intro="Des conseils concrets pour chaque étape de votre recherche, du CV à l’entretien, et des vidéos pour aller plus loin."
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {EMPLOYMENT_TIPS.map((tip) => (
          <Card key={tip.title} component="li" withBorder radius="lg" padding="lg">
            <Title order={2} size="h4" mb="xs">
              {tip.title}
            </Title>
            <Text mb="sm">{tip.summary}</Text>
            <List spacing={4} size="sm" mb="md">
              {tip.points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
            <Anchor
              href={videoSearchUrl(tip.videoSearch)}
              target="_blank"
              rel="noopener noreferrer"
              fw={600}
              mt="auto"
              style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
            >
              <IconPlayerPlay size={16} aria-hidden="true" />
              Voir des vidéos sur ce thème
              <VisuallyHidden> : {tip.title} (YouTube, nouvel onglet)</VisuallyHidden>
            </Anchor>
          </Card>
        ))}
      </SimpleGrid>
    </ContentLayout>
  );
}
