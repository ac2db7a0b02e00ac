// "Derniers profils" on the home page: the newest visible profiles as cards; nothing at all when there are none.
import { Anchor, Card, Container, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { PAGE_SIZES } from '@tremplin/shared';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/profile-avatar';
import { paths } from '@/config/paths';
import { useLatestProfiles } from '../api/get-latest-profiles';

export function LatestProfiles() {
  const latest = useLatestProfiles();
  // A failure or an empty list leaves the home page as it is rather than showing an empty section.
  if (latest.isError || (latest.isSuccess && latest.data.length === 0)) return null;
  return (
    <Container component="section" size="lg" py={56} aria-labelledby="latest-profiles-title">
      <Title order={2} id="latest-profiles-title" mb="lg">
        Derniers profils
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        {latest.isPending
          ? Array.from({ length: PAGE_SIZES.latestProfiles }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              <Skeleton key={i} height={150} radius="lg" />
            ))
          : latest.data.map((profile) => (
              <Card key={profile.id} withBorder radius="lg" padding="lg" component="article">
                <ProfileAvatar user={profile} size="lg" mb="sm" />
                <Anchor component={Link} to={paths.userDetails(profile.id)} fw={700}>
                  {profile.prenom} {profile.nom}
                </Anchor>
                <Text>{profile.metier || 'Métier non renseigné'}</Text>
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
