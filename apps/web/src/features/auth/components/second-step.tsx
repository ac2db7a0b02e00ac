// The sign-in's second step, after a right password (or LinkedIn): the code of the authenticator app or a recovery
// code; or, where the role requires it and nothing is set up yet, the enrolment first.
import { Anchor, Button, Center, Checkbox, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  type ActivatedSession,
  type LoginResponse,
  MESSAGES,
  REMEMBER_DEVICE_DAYS,
  SECOND_FACTOR_MESSAGES,
  type SecondStepAnswer,
} from '@tremplin/shared';
import { type FormEvent, useState } from 'react';
import { notify } from '@/lib/notifications';
import { activateAtSignIn, startStepEnrolment, verifySecondStep } from '../api/second-factor';
import { startSession } from '../api/start-session';
import { errorMessage } from './error-message';
import { FormError } from './form-error';
import { RecoveryCodesList } from './recovery-codes';
import { TotpEnrolmentDetails } from './totp-enrolment';

interface Props {
  step: SecondStepAnswer;
  /** The session is open. */
  onSignedIn: () => void;
  /** Back to the e-mail and password (the step expired). */
  onRestart: () => void;
}

async function open(session: LoginResponse) {
  await startSession(session);
  notify.success(MESSAGES.login);
}

function useCodeForm(send: (code: string, remember: boolean) => Promise<void>) {
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setSending(true);
    try {
      await send(code.trim(), remember);
    } catch (error) {
      setRefusal(errorMessage(error));
      setCode('');
    } finally {
      setSending(false);
    }
  };
  return { code, setCode, remember, setRemember, refusal, sending, submit };
}

function RememberDevice({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <Checkbox
      label={`Se souvenir de cet appareil pendant ${REMEMBER_DEVICE_DAYS} jours`}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

function Restart({ refusal, onRestart }: { refusal: string | null; onRestart: () => void }) {
  if (refusal !== SECOND_FACTOR_MESSAGES.stepExpired) return null;
  return (
    <Anchor component="button" type="button" onClick={onRestart}>
      Recommencer la connexion
    </Anchor>
  );
}

function CodeStep({ step, onSignedIn, onRestart }: Props) {
  const form = useCodeForm(async (code, seSouvenir) => {
    await open(await verifySecondStep({ jeton: step.jeton, code, seSouvenir }));
    onSignedIn();
  });
  return (
    <form onSubmit={form.submit} noValidate aria-label="Double authentification">
      <Stack>
        <Text>{step.message}</Text>
        <FormError message={form.refusal} />
        <Restart refusal={form.refusal} onRestart={onRestart} />
        <TextInput
          label="Code de vérification"
          description="6 chiffres, ou un code de secours"
          autoComplete="one-time-code"
          required
          data-autofocus
          value={form.code}
          onChange={(event) => form.setCode(event.currentTarget.value)}
        />
        <RememberDevice checked={form.remember} onChange={form.setRemember} />
        <Button type="submit" loading={form.sending} fullWidth>
          Vérifier
        </Button>
      </Stack>
    </form>
  );
}

function EnrolmentStep({ step, onSignedIn, onRestart }: Props) {
  const enrolment = useQuery({
    queryKey: ['auth', 'second-step-enrolment', step.jeton],
    queryFn: () => startStepEnrolment(step.jeton),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const [activated, setActivated] = useState<ActivatedSession | null>(null);
  const form = useCodeForm(async (code, seSouvenir) => {
    setActivated(await activateAtSignIn({ jeton: step.jeton, code, seSouvenir }));
  });

  if (activated) {
    return (
      <RecoveryCodesList
        codes={activated.codesSecours}
        doneLabel="J’ai noté mes codes, continuer"
        onDone={() => void open(activated).then(onSignedIn)}
      />
    );
  }
  if (enrolment.isError) {
    const message = errorMessage(enrolment.error);
    return (
      <Stack>
        <FormError message={message} />
        <Restart refusal={message} onRestart={onRestart} />
      </Stack>
    );
  }
  return (
    <form onSubmit={form.submit} noValidate aria-label="Configurer la double authentification">
      <Stack>
        <Text>{step.message}</Text>
        {enrolment.data ? (
          <TotpEnrolmentDetails enrolment={enrolment.data} />
        ) : (
          <Center>
            <Loader aria-label="Préparation du QR code" />
          </Center>
        )}
        <FormError message={form.refusal} />
        <Restart refusal={form.refusal} onRestart={onRestart} />
        <TextInput
          label="Code affiché par l’application"
          description="6 chiffres"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          value={form.code}
          onChange={(event) => form.setCode(event.currentTarget.value)}
        />
        <RememberDevice checked={form.remember} onChange={form.setRemember} />
        <Button type="submit" loading={form.sending} disabled={!enrolment.data} fullWidth>
          Activer et me connecter
        </Button>
      </Stack>
    </form>
  );
}

export function SecondStep(props: Props) {
  return props.step.secondFacteur === 'code' ? <CodeStep {...props} /> : <EnrolmentStep {...props} />;
}
