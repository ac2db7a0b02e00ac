// /mentions: legal notice, personal data and intellectual property.
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { PrivacySection } from '../components/privacy-section';
import { LEGAL_NOTICE } from '../content/legal';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </section>
  );
}

export function LegalScreen() {
  return (
    <ContentLayout title="Mentions légales">
      <Stack gap="xl">
        <Section id="legal-publisher" title="Éditeur du site">
          <Text>
            {env.productName} est une plateforme d’accompagnement vers l’emploi éditée par un organisme de formation.
          </Text>
          <List spacing={4}>
            <List.Item>{LEGAL_NOTICE.publisher}</List.Item>
            <List.Item>{LEGAL_NOTICE.address}</List.Item>
            <List.Item>{LEGAL_NOTICE.registration}</List.Item>
            <List.Item>{LEGAL_NOTICE.director}</List.Item>
          </List>
        </Section>

        <Section id="legal-host" title="Hébergement">
          <Text>{LEGAL_NOTICE.host}</Text>
        </Section>

        <Section id="legal-ip" title="Propriété intellectuelle">
          <Text>
            Les textes, le logo et la charte graphique de {env.productName} sont protégés. Les contenus déposés par les
            utilisateurs (profils, projets, fichiers) restent la propriété de leurs auteurs, qui autorisent leur
            affichage sur la plateforme tant que leur compte est actif.
          </Text>
        </Section>

        <PrivacySection />

        <Section id="legal-cookies" title="Cookies">
          <Text>
            Le site dépose des cookies nécessaires à son fonctionnement et, seulement avec votre accord, des cookies de
            mesure d’audience. Le détail et vos choix sont sur la page{' '}
            <Anchor component={Link} to={paths.cookies}>
              Cookies
            </Anchor>
            .
          </Text>
        </Section>

        <Section id="legal-a11y" title="Accessibilité">
          <Text>
            Nous veillons à ce que {env.productName} soit utilisable au clavier et avec un lecteur d’écran. Si une page
            vous pose difficulté, dites-le-nous depuis la page{' '}
            <Anchor component={Link} to={paths.contact}>
              Contact
            </Anchor>{' '}
            : nous vous répondrons et corrigerons le problème.
          </Text>
        </Section>
      </Stack>
    </ContentLayout>
  );
}
