// "Derniers profils" on the home page (SPEC §6: no ADMIN nor RECRUTEUR; at most PAGE_SIZES.latestProfiles).
// It renders the profiles it is given and nothing at all until the profiles API feeds it.
import { Anchor, Avatar, Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { PAGE_SIZES } from '@tremplin/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export interface LatestProfile {
  id: number;
  prenom: string;
  nom: string;
  metier?: string | null;
  ville?: string | null;
  avatarUrl?: string | null;
}

export function LatestProfilesSection({ profiles }: { profiles?: readonly LatestProfile[] }) {
  if (!profiles || profiles.length === 0) return null;
  return (
    <Container component="section" size="lg" py={56} aria-labelledby="latest-profiles-title">
      <Title order={2} id="latest-profiles-title" mb="lg">
        Derniers profils
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        {profiles.slice(0, PAGE_SIZES.latestProfiles).map((profile) => (
          <Card key={profile.id} withBorder radius="lg" padding="lg">
            <Avatar src={profile.avatarUrl ?? undefined} alt="" radius="xl" size="lg" mb="sm" color="brand">
              {profile.prenom.charAt(0)}
              {profile.nom.charAt(0)}
            </Avatar>
            <Anchor component={Link} to={paths.userDetails(profile.id)} fw={700}>
              {profile.prenom} {profile.nom}
            </Anchor>
            {profile.metier ? <Text>{profile.metier}</Text> : null}
            {profile.ville ? (
              <Text size="sm" c="dimmed">
                {profile.ville}
              </Text>
            ) : null}
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
