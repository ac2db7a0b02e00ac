// The frame of the three profile edit screens: loads the profile, saves under the latest version read, shows a
// refused stale save with a way to reload, and goes back to the profile once saved.
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@tremplin/shared';
import { href } from '@tremplin/shared';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConflictAlert } from '@/components/form/conflict-alert';
import { useProfile } from '../api/get-profile';
import { isConflict, type ProfileUpdates, type UpdateKind, useUpdateProfile } from '../api/update-profile';
import { ProfileLoading, ProfileUnavailable } from './screen-states';

type Values<K extends UpdateKind> = Omit<ProfileUpdates[K], 'id' | 'version'>;

interface EditFrameProps<K extends UpdateKind> {
  title: string;
  intro: string;
  /** The part of the profile the screen saves; its last failed save shows a conflict. */
  kind: K;
  children: (props: { profile: Profile; save: (values: Values<K>) => Promise<void> }) => ReactNode;
}

export function EditFrame<K extends UpdateKind>({ title, intro, kind, children }: EditFrameProps<K>) {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const profile = useProfile(id);
  const update = useUpdateProfile(kind);
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
              await update.mutateAsync({ ...values, id: profileId, version } as ProfileUpdates[K]);
              navigate(href('profile', { id }));
            },
          })}
        </Stack>
      </Paper>
      <Anchor component={Link} to={href('profile', { id })} mt="md" display="inline-block">
        Retour au profil
      </Anchor>
    </Container>
  );
}
