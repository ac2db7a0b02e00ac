// An external video (YouTube, Vimeo, Dailymotion) embedded only once the visitor asks for it: nothing is loaded from
// the video site before the click (privacy), and YouTube plays from its no-cookie domain.
import { Alert, AspectRatio, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { MESSAGES, PROFILE_MESSAGES, type Profile, videoEmbedUrl } from '@tremplin/shared';
import { useState } from 'react';
import { isConflict, useUpdateProfile } from '../api/update-profile';

export function ExternalVideoEmbed({ url }: { url: string }) {
  const [shown, setShown] = useState(false);
  const embed = videoEmbedUrl(url);
  if (!embed) return null;
  const host = new URL(embed).hostname.replace(/^www\./, '');
  if (!shown) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          Cette vidéo est hébergée par {host}. L’afficher charge le lecteur de ce site, qui peut déposer des cookies.
        </Text>
        <Button leftSection={<IconPlayerPlay size={16} aria-hidden="true" />} onClick={() => setShown(true)}>
          Afficher la vidéo
        </Button>
      </Stack>
    );
  }
  return (
    <AspectRatio ratio={16 / 9} maw={640}>
      <iframe
        src={embed}
        title="Vidéo de présentation externe"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ border: 0 }}
      />
    </AspectRatio>
  );
}

/** The external-video address of a profile, saved under its version. */
export function ExternalVideoForm({ profile, onReload }: { profile: Profile; onReload: () => void }) {
  const [value, setValue] = useState(profile.urlVideoExterne ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile('modification-video-externe', MESSAGES.videoAdded);
  const save = (url: string) => {
    if (url.trim() && !videoEmbedUrl(url)) {
      setError(PROFILE_MESSAGES.invalidVideoUrl);
      return;
    }
    setError(null);
    update.mutate({ id: profile.id, version: profile.version, urlVideoExterne: url.trim() || null });
  };
  return (
    <Stack gap="xs">
      {isConflict(update.error) ? (
        <Alert color="orange" role="alert" title="Enregistrement refusé">
          {MESSAGES.conflict}{' '}
          <Button variant="white" size="compact-sm" onClick={onReload}>
            Recharger
          </Button>
        </Alert>
      ) : null}
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Lien d’une vidéo YouTube, Vimeo ou Dailymotion"
          placeholder="https://www.youtube.com/watch?v=…"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={error}
          w={380}
          maxLength={500}
        />
        <Button onClick={() => save(value)} loading={update.isPending}>
          Enregistrer le lien
        </Button>
        {profile.urlVideoExterne ? (
          <Button
            variant="subtle"
            color="red"
            onClick={() => {
              setValue('');
              save('');
            }}
          >
            Retirer le lien
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
