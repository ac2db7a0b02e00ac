// The ten recovery codes, shown once: each opens the account once when the phone is not at hand.
import { Alert, Button, CopyButton, List, Stack, Text, Title } from '@mantine/core';

export function RecoveryCodesList({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
}) {
  return (
    <Stack>
      <Title order={2} size="h4">
        Vos codes de secours
      </Title>
      <Alert color="orange">
        Notez ou imprimez ces codes maintenant : ils ne seront plus affichés. Chacun permet de vous connecter une seule
        fois si vous n’avez pas votre téléphone.
      </Alert>
      <List aria-label="Codes de secours" listStyleType="none" spacing={4} ff="monospace" fz="lg">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <CopyButton value={codes.join('\n')}>
        {({ copied, copy }) => (
          <Button variant="default" onClick={copy}>
            {copied ? 'Codes copiés' : 'Copier les codes'}
          </Button>
        )}
      </CopyButton>
      <Text size="sm" c="dimmed">
        Vous pourrez en générer de nouveaux depuis « Double authentification » dans votre menu.
      </Text>
      <Button onClick={onDone}>{doneLabel}</Button>
    </Stack>
  );
}
