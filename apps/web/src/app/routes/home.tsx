// Home page ('/' and '/accueil'): what Tremplin offers to job seekers, learners and recruiters, with the latest
// profiles (features/home).
import { Box, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBriefcase, IconSchool, IconSearch } from '@tabler/icons-react';
import { href } from '@tremplin/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { env } from '@/config/env';
import { LatestProfiles } from '@/features/home';
import { useCurrentUser, useHasValidToken } from '@/lib/auth';
import { revealOnScroll } from '@/lib/scroll-reveal';
import classes from './home.module.css';

interface Audience {
  icon: ReactNode;
  title: string;
  text: string;
  points: string[];
}

const AUDIENCES: Audience[] = [
  {
    icon: <IconBriefcase size={26} />,
    title: 'Vous cherchez un emploi',
    text: 'Un profil complet vaut mieux qu’un CV perdu dans une pile. Présentez votre parcours et vos compétences, montrez vos réalisations.',
    points: [
      'Profil, CV et vidéo de présentation',
      'Suivi de vos candidatures et entretiens',
      'Invitations aux JobDating',
    ],
  },
  {
    icon: <IconSchool size={26} />,
    title: 'Vous êtes en formation ou en alternance',
    text: 'Apprenants POE et alternants y gardent la trace de leurs projets et préparent la suite avec leur conseiller.',
    points: [
      'Portfolio de projets illustrés',
      'Messagerie avec votre équipe de formation',
      'Compétences reconnues par vos formateurs',
    ],
  },
  {
    icon: <IconSearch size={26} />,
    title: 'Vous recrutez',
    text: 'Parcourez des profils accompagnés par des professionnels de la formation et repérez les personnes qui vous correspondent.',
    points: [
      'Recherche par métier, ville, contrat, compétences',
      'Liste de profils favoris',
      'Contact direct par la messagerie',
    ],
  },
];

const STEPS = [
  { title: 'Créez votre compte', text: 'Inscrivez-vous en quelques minutes, puis confirmez votre adresse e-mail.' },
  {
    title: 'Complétez votre profil',
    text: 'Métier visé, expérience, compétences, liens : plus votre profil est précis, plus il est trouvé.',
  },
  {
    title: 'Passez à l’action',
    text: 'Candidatures, entretiens, JobDating : tout se suit au même endroit, avec l’appui de votre conseiller.',
  },
];

function HeroActions() {
  const user = useCurrentUser();
  const hasValidToken = useHasValidToken();
  if (user) {
    return (
      <Group gap="md">
        {hasValidToken ? (
          <Button component={Link} to={href('search')} size="lg" rightSection={<IconArrowRight size={18} />}>
            Tous les profils
          </Button>
        ) : null}
        <Button component={Link} to={href('profile', { id: user.id })} size="lg" variant="outline">
          Mon profil
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="md">
      <Button component={Link} to={href('register')} size="lg" rightSection={<IconArrowRight size={18} />}>
        Créer mon compte
      </Button>
      <Button component={Link} to={href('login')} size="lg" variant="outline">
        Me connecter
      </Button>
    </Group>
  );
}

export function HomeScreen() {
  const user = useCurrentUser();
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (page.current) revealOnScroll(page.current).catch(() => undefined);
  }, []);
  return (
    <div ref={page}>
      <Box component="section" className={classes.hero} aria-labelledby="home-title">
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <Stack gap="lg" align="flex-start">
            <span className={classes.eyebrow}>Emploi · Alternance · Formation</span>
            <Title order={1} id="home-title" className={classes.title}>
              Prenez votre élan vers l’emploi
            </Title>
            <Text size="xl" className={classes.lead}>
              {env.productName} rapproche les personnes en recherche d’emploi, les apprenants et les recruteurs. Votre
              profil, vos projets, vos candidatures et vos entretiens au même endroit, avec l’appui d’une équipe de
              formation qui vous connaît.
            </Text>
            <HeroActions />
          </Stack>
        </Container>
      </Box>

      <Container component="section" size="lg" py={56} aria-labelledby="audiences-title">
        <Title order={2} id="audiences-title" mb="xs">
          Une plateforme, trois façons de l’utiliser
        </Title>
        <Text c="dimmed" mb="xl" maw={640}>
          Chacun y trouve les outils dont il a besoin, et seulement ceux-là.
        </Text>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {AUDIENCES.map((audience) => (
            <Card key={audience.title} withBorder radius="lg" padding="xl" data-reveal="fade-up">
              <ThemeIcon size={48} radius="md" variant="light" mb="md" aria-hidden="true">
                {audience.icon}
              </ThemeIcon>
              <Title order={3} size="h4" mb="xs">
                {audience.title}
              </Title>
              <Text mb="md">{audience.text}</Text>
              <List spacing={6} size="sm">
                {audience.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <Box component="section" bg="brand.0" aria-labelledby="steps-title">
        <Container size="lg" py={56}>
          <Title order={2} id="steps-title" mb="xl">
            Comment ça marche
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" component="ol" style={{ listStyle: 'none', padding: 0 }}>
            {STEPS.map((step, index) => (
              <li key={step.title} data-reveal="fade-up">
                <span className={classes.step} aria-hidden="true">
                  {index + 1}
                </span>
                <Title order={3} size="h4" mt="sm" mb={4}>
                  {step.title}
                </Title>
                <Text>{step.text}</Text>
              </li>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <LatestProfiles />

      <Box component="section" className={classes.band} aria-labelledby="partners-title">
        <Container size="lg" py={48}>
          <Group justify="space-between" gap="lg" data-reveal="fade-up">
            <div>
              <Title order={2} id="partners-title" size="h3" mb={6}>
                Des entreprises qui font confiance à l’alternance
              </Title>
              <Text c="#ecf8f2" maw={560}>
                Découvrez les employeurs qui accueillent nos apprenants, et nos conseils en vidéo pour préparer vos
                candidatures.
              </Text>
            </div>
            <Group gap="sm">
              <Button component={Link} to={href('partners')} variant="white" color="dark">
                Nos partenaires
              </Button>
              <Button component={Link} to={href('videos')} variant="outline" color="gray.0">
                Astuces emploi
              </Button>
            </Group>
          </Group>
          {user ? null : (
            <Text c="#ecf8f2" size="sm" mt="lg">
              Déjà inscrit ? Connectez-vous pour retrouver votre espace.
            </Text>
          )}
        </Container>
      </Box>
    </div>
  );
}
