// "Derniers profils" on the home page: the newest visible profiles, one at a time in a carousel (SPEC §9); nothing at
// all when there are none. The carousel's code loads and starts once its place comes near the screen (setting it up
// holds a slow phone's main thread for a fifth of a second), in space kept for it from the start, so nothing below
// moves when it arrives.
import { Anchor, Card, Container, Group, Skeleton, Text, Title } from '@mantine/core';
import type { ProfileCard } from '@tremplin/shared';
import { href } from '@tremplin/shared';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/profile-avatar';
import { useLatestProfiles } from '../api/get-latest-profiles';
import classes from './latest-profiles.module.css';

const Carousel = lazy(() => import('@/components/ui/carousel'));

function ProfileSlide({ profile }: { profile: ProfileCard }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="article" className={classes.card}>
      <Group gap="lg" wrap="nowrap" align="flex-start">
        <ProfileAvatar user={profile} size="xl" />
        <div>
          <Anchor component={Link} to={href('userDetails', { id: profile.id })} fw={700} size="lg">
            {profile.prenom} {profile.nom}
          </Anchor>
          <Text>{profile.metier || 'Métier non renseigné'}</Text>
          {profile.ville ? (
            <Text size="sm" c="dimmed">
              {profile.ville}
            </Text>
          ) : null}
          {profile.tags.length ? (
            <Text size="sm" mt="xs">
              {profile.tags
                .slice(0, 3)
                .map((tag) => tag.nomTag)
                .join(' · ')}
            </Text>
          ) : null}
        </div>
      </Group>
    </Card>
  );
}

/** Whether the element has come within a screen's height of the viewport (at once where browsers cannot tell). */
function useNearScreen(element: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !watch || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near, watch]);
  return near;
}

export function LatestProfiles() {
  const latest = useLatestProfiles();
  const stage = useRef<HTMLDivElement>(null);
  const near = useNearScreen(stage, latest.isSuccess);
  // A failure or an empty list leaves the home page as it is rather than showing an empty section.
  if (latest.isError || (latest.isSuccess && latest.data.length === 0)) return null;
  const placeholder = <Skeleton height="100%" radius="lg" role="status" aria-label="Chargement des derniers profils" />;
  return (
    <Container component="section" size="lg" py={56} aria-labelledby="latest-profiles-title">
      <Title order={2} id="latest-profiles-title" mb="lg">
        Derniers profils
      </Title>
      <div className={classes.stage} ref={stage}>
        {latest.isPending || !near ? (
          placeholder
        ) : (
          <Suspense fallback={placeholder}>
            <Carousel
              label="Derniers profils"
              slides={latest.data.map((profile) => ({
                key: profile.id,
                content: <ProfileSlide profile={profile} />,
              }))}
            />
          </Suspense>
        )}
      </div>
    </Container>
  );
}
