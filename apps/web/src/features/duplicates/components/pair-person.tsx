// One account of a pair, as the list shows it: name (a link to her file), e-mail, role, city and state.
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { type DuplicatePair, href, personName, ROLE_LABELS } from '@tremplin/shared';
import { Link } from 'react-router';

export function PairPerson({ person }: { person: DuplicatePair['compteA'] }) {
  return (
    <Stack gap={2}>
      <Anchor component={Link} to={href('candidateFile', { uid: person.id })} fw={600}>
        {personName(person)}
      </Anchor>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {person.email}
      </Text>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {ROLE_LABELS[person.role]}
          {person.ville ? ` · ${person.ville}` : ''}
        </Text>
        {!person.active && (
          <Badge size="sm" variant="light" color="gray">
            Inactif
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
