// The frame of the three profile edit screens: loads the profile, saves under the latest version read, shows a
// refused stale save with a way to reload, and goes back to the profile once saved.
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@tremplin/shared';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConflictAlert } from '@/components/form/conflict-alert';
import { useProfile } from '../api/get-profile';
import { isConflict } from '../api/update-profile';
import { profilePaths } from '../paths';
import { ProfileLoading, ProfileUnavailable } from './screen-states';

interface EditFrameProps<V> {
  title: string;
  intro: string;
  /** The profile's save: its last failure shows a conflict. */
  update: { mutateAsync: (input: V) => Promise<unknown>; error: unknown };
  children: (props: { profile: Profile; save: (values: Omit<V, 'id' | 'version'>) => Promise<void> }) => ReactNode;
}

export function EditFrame<V extends { id?: unknown; version?: unknown }>({
  title,
  intro,
  update,
  children,
}: EditFrameProps<V>) {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const profile = useProfile(id);
  if (profile.isPending) return <ProfileLoading />;
  if (profile.isError) return <ProfileUnavailable error={profile.error} />;
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="xs">
        {title}
      </Title>
      <Text c="dimmed" mb="lg">
        {intro}
      </Text>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          {isConflict(update.error) ? (
            <ConflictAlert onReload={() => void profile.refetch()} reloading={profile.isFetching}>
              Ce que vous avez saisi est conservé : rechargez la dernière version, puis enregistrez à nouveau.
            </ConflictAlert>
          ) : null}
          {children({
            profile: profile.data,
            save: async (values) => {
              const { id: profileId, version } = profile.data;
              await update.mutateAsync({ ...values, id: profileId, version } as V);
              navigate(profilePaths.view(id));
            },
          })}
        </Stack>
      </Paper>
      <Anchor component={Link} to={profilePaths.view(id)} mt="md" display="inline-block">
        Retour au profil
      </Anchor>
    </Container>
  );
}
