// /experimental/mumble/lobby (admins): the voice rooms with who is in them, live, and a room to join by name.
import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  href,
  RTC_MESSAGES,
  type RtcLobbyEvent,
  VOICE_LOBBY,
  VOICE_ROOM_MAX_PARTICIPANTS,
  voiceRoomNameSchema,
} from '@tremplin/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useRoomWatch } from '../lib/use-room-presence';

export function VoiceLobbyScreen() {
  const { event, error } = useRoomWatch<RtcLobbyEvent>(VOICE_LOBBY, 'rtc.lobby', () => true);
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  return (
    <ContentLayout
      title="Salons vocaux"
      intro={`Des salons audio entre administrateurs, ${VOICE_ROOM_MAX_PARTICIPANTS} personnes au plus par salon.`}
    >
      <Stack>
        <Paper withBorder radius="lg" p="lg">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const parsed = voiceRoomNameSchema.safeParse(name);
              if (!parsed.success) return setInvalid(RTC_MESSAGES.roomName);
              navigate(href('voiceRoom', { room: parsed.data }));
            }}
          >
            <Group align="flex-end">
              <TextInput
                label="Nom du salon"
                description="Rejoignez un salon existant ou créez-en un en lui donnant un nom."
                value={name}
                onChange={(e) => {
                  setName(e.currentTarget.value);
                  setInvalid(null);
                }}
                error={invalid}
                style={{ flex: 1 }}
              />
              <Button type="submit">Rejoindre le salon</Button>
            </Group>
          </form>
        </Paper>
        <Title order={2} size="h3">
          Salons ouverts
        </Title>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : !event ? (
          <Text>Chargement des salons…</Text>
        ) : event.rooms.length === 0 ? (
          <Text>Aucun salon ouvert pour l’instant.</Text>
        ) : (
          <Stack gap="sm" data-testid="voice-rooms" aria-live="polite">
            {event.rooms.map((room) => (
              <Paper key={room.name} withBorder radius="md" p="md">
                <Group justify="space-between">
                  <Anchor component={Link} to={href('voiceRoom', { room: room.name })} fw={600}>
                    {room.name}
                  </Anchor>
                  <Text size="sm">{`${room.participants.length} / ${VOICE_ROOM_MAX_PARTICIPANTS}`}</Text>
                </Group>
                <List size="sm" mt="xs">
                  {room.participants.map((p) => (
                    <List.Item key={p.connectionId}>{p.name}</List.Item>
                  ))}
                </List>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </ContentLayout>
  );
}
