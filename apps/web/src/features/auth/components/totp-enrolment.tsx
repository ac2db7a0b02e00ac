// What an authenticator app needs: the QR code to scan, and the same key as text for typing it in by hand.
import { Code, Image, Stack, Text } from '@mantine/core';
import type { TotpEnrolment } from '@tremplin/shared';

/** The key in groups of four, as authenticator apps show it and people copy it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function TotpEnrolmentDetails({ enrolment }: { enrolment: TotpEnrolment }) {
  return (
    <Stack gap="xs" align="center">
      <Text size="sm">
        Scannez ce QR code avec votre application d’authentification (Google Authenticator, Microsoft Authenticator,
        FreeOTP, Aegis…).
      </Text>
      <Image
        src={enrolment.qrCode}
        alt="QR code à scanner avec votre application d’authentification"
        w={200}
        h={200}
        fit="contain"
      />
      <Text size="sm">Ou saisissez cette clé dans l’application :</Text>
      <Code
        data-testid="totp-secret"
        data-secret={enrolment.secret}
        fz="md"
        style={{ wordBreak: 'break-all', textAlign: 'center' }}
      >
        {grouped(enrolment.secret)}
      </Code>
    </Stack>
  );
}
