// One search result: photo (or default illustration), name linking to the details, job, city and best skills.
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { ProfileCard as Profile } from '@tremplin/shared';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/profile-avatar';
import { paths } from '@/config/paths';

/** How many skills a card shows. */
const CARD_SKILLS = 4;

export function ProfileCard({ profile }: { profile: Profile }) {
  const name = `${profile.prenom} ${profile.nom}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={name}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ProfileAvatar user={profile} size={64} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={paths.userDetails(profile.id)} fw={700} size="lg">
            {name}
          </Anchor>
          <Text>{profile.metier || 'Métier non renseigné'}</Text>
          {profile.ville ? (
            <Group gap={4} c="dimmed">
              <IconMapPin size={14} aria-hidden="true" />
              <Text size="sm">{profile.ville}</Text>
            </Group>
          ) : null}
        </Stack>
      </Group>
      {profile.tags.length ? (
        <Group gap={6} mt="md" aria-label="Compétences principales">
          {profile.tags.slice(0, CARD_SKILLS).map((tag) => (
            <Badge key={tag.nomTag} variant="light" radius="sm" tt="none">
              {tag.nomTag}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Card>
  );
}
