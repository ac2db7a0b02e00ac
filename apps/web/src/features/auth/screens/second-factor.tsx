// /double-authentification: one's own second factor. Enable it (QR code or key, then a first code, then the recovery
// codes shown once), renew the recovery codes or disable it with a code; disabling is refused where the role requires it.
import { Alert, Badge, Button, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TotpEnrolment } from '@tremplin/shared';
import { type FormEvent, useState } from 'react';
import { notify } from '@/lib/notifications';
import {
  useActivate,
  useDisable,
  useRegenerateRecoveryCodes,
  useSecondFactorStatus,
  useStartEnrolment,
} from '../api/second-factor';
import { AuthLayout } from '../components/auth-layout';
import { errorMessage } from '../components/error-message';
import { FormError } from '../components/form-error';
import { RecoveryCodesList } from '../components/recovery-codes';
import { TotpEnrolmentDetails } from '../components/totp-enrolment';

const TITLE = 'Double authentification';
const INTRO =
  'Après votre mot de passe, un code à 6 chiffres donné par une application de votre téléphone : votre compte reste protégé même si votre mot de passe est découvert.';

function Enable({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const start = useStartEnrolment();
  const activate = useActivate();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const begin = () => {
    setRefusal(null);
    start.mutate(undefined, { onSuccess: setEnrolment, onError: (error) => setRefusal(errorMessage(error)) });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    activate.mutate(code.trim(), {
      onSuccess: (answer) => {
        notify.success(answer.message);
        onCodes(answer.codesSecours);
      },
      onError: (error) => {
        setRefusal(errorMessage(error));
        setCode('');
      },
    });
  };

  if (!enrolment) {
    return (
      <Stack>
        <FormError message={refusal} />
        <Button onClick={begin} loading={start.isPending}>
          Activer la double authentification
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={confirm} noValidate aria-label="Activer la double authentification">
      <Stack>
        <TotpEnrolmentDetails enrolment={enrolment} />
        <FormError message={refusal} />
        <TextInput
          label="Code affiché par l’application"
          description="6 chiffres"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Button type="submit" loading={activate.isPending}>
          Activer
        </Button>
      </Stack>
    </form>
  );
}

function Manage({
  required,
  remaining,
  onCodes,
}: {
  required: boolean;
  remaining: number;
  onCodes: (c: string[]) => void;
}) {
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisable();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const onError = (error: unknown) => {
    setRefusal(errorMessage(error));
    setCode('');
  };
  const renew = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    regenerate.mutate(code.trim(), {
      onSuccess: (answer) => {
        notify.success(answer.message);
        setCode('');
        onCodes(answer.codesSecours);
      },
      onError,
    });
  };
  const turnOff = () => {
    setRefusal(null);
    disable.mutate(code.trim(), {
      onSuccess: (answer) => {
        notify.success(answer.message);
        setCode('');
      },
      onError,
    });
  };

  return (
    <Stack>
      <Text>
        Codes de secours restants : <strong>{remaining}</strong>
      </Text>
      {required ? (
        <Alert color="blue">
          Votre rôle exige la double authentification : elle ne peut pas être désactivée. Si vous perdez votre téléphone
          et vos codes de secours, un administrateur peut la réinitialiser.
        </Alert>
      ) : null}
      <form onSubmit={renew} noValidate aria-label="Gérer la double authentification">
        <Stack>
          <FormError message={refusal} />
          <TextInput
            label="Code de votre application"
            description="6 chiffres, demandés pour chaque changement"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Group>
            <Button type="submit" variant="outline" loading={regenerate.isPending}>
              Générer de nouveaux codes de secours
            </Button>
            {required ? null : (
              <Button color="red" variant="outline" onClick={turnOff} loading={disable.isPending}>
                Désactiver
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

export function SecondFactorScreen() {
  const status = useSecondFactorStatus();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) {
    return (
      <AuthLayout title={TITLE}>
        <RecoveryCodesList codes={codes} doneLabel="J’ai noté mes codes" onDone={() => setCodes(null)} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={TITLE} intro={INTRO}>
      {!status.data ? (
        status.isError ? (
          <FormError message={errorMessage(status.error)} />
        ) : (
          <Center>
            <Loader aria-label="Chargement" />
          </Center>
        )
      ) : (
        <Stack>
          <Group justify="space-between">
            <Title order={2} size="h4">
              État
            </Title>
            <Badge color={status.data.active ? 'teal' : 'gray'} variant="light">
              {status.data.active ? 'Activée' : 'Désactivée'}
            </Badge>
          </Group>
          {status.data.active ? (
            <Manage
              required={status.data.obligatoire}
              remaining={status.data.codesSecoursRestants}
              onCodes={setCodes}
            />
          ) : (
            <>
              {status.data.obligatoire ? (
                <Alert color="orange">Votre rôle exige la double authentification : activez-la maintenant.</Alert>
              ) : null}
              <Enable onCodes={setCodes} />
            </>
          )}
        </Stack>
      )}
    </AuthLayout>
  );
}
