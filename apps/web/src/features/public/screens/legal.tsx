// /mentions: legal notice, personal data and intellectual property. The operator's details come from the admin
// settings: until filled in, visitors read neutral wording and admins the list of what is missing.
import { Alert, Anchor, List, Stack, Text, Title } from '@mantine/core';
import { href, missingOperatorDetails } from '@tremplin/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { env } from '@/config/env';
import { useCurrentUser } from '@/lib/auth';
import { useOperatorDetails } from '@/lib/operator-details';
import { PrivacySection } from '../components/privacy-section';
import { legalNoticeLines } from '../content/legal';

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

/** Admins only: the details still to fill in, and where. */
function MissingDetails() {
  const user = useCurrentUser();
  const details = useOperatorDetails().data;
  if (user?.role !== 'ADMIN' || !details) return null;
  const missing = missingOperatorDetails(details);
  if (missing.length === 0) return null;
  return (
    <Alert color="orange" title="Informations à renseigner (visible des administrateurs seulement)">
      <Text size="sm">Les visiteurs lisent une formule neutre à la place de : {missing.join(', ')}.</Text>
      <Anchor component={Link} to={href('adminSettings')} size="sm">
        Les renseigner dans les paramètres
      </Anchor>
    </Alert>
  );
}

export function LegalScreen() {
  const lines = legalNoticeLines(useOperatorDetails().data);
  return (
    <ContentLayout title="Mentions légales">
      <Stack gap="xl">
        <MissingDetails />
        <Section id="legal-publisher" title="Éditeur du site">
          <Text>
            {env.productName} est une plateforme d’accompagnement vers l’emploi éditée par un organisme de formation.
          </Text>
          {lines.publisher.length > 0 ? (
            <List spacing={4}>
              {lines.publisher.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          ) : (
            <Text>
              Ses coordonnées complètes sont communiquées sur simple demande depuis la page{' '}
              <Anchor component={Link} to={href('contact')}>
                Contact
              </Anchor>
              .
            </Text>
          )}
        </Section>

        <Section id="legal-host" title="Hébergement">
          <Text>
            {lines.host ??
              'Les coordonnées de l’hébergeur du site sont communiquées sur simple demande depuis la page Contact.'}
          </Text>
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
            <Anchor component={Link} to={href('cookies')}>
              Cookies
            </Anchor>
            .
          </Text>
        </Section>

        <Section id="legal-a11y" title="Accessibilité">
          <Text>
            Nous veillons à ce que {env.productName} soit utilisable au clavier et avec un lecteur d’écran. Si une page
            vous pose difficulté, dites-le-nous depuis la page{' '}
            <Anchor component={Link} to={href('contact')}>
              Contact
            </Anchor>{' '}
            : nous vous répondrons et corrigerons le problème.
          </Text>
        </Section>
      </Stack>
    </ContentLayout>
  );
}
