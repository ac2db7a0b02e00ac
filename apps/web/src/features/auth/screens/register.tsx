// /inscription: every field the registration call takes, the password policy shown live and the bot check.
import { Anchor, Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  DEFAULT_AVATAR_LABELS,
  DEFAULT_AVATARS,
  href,
  ROLE_LABELS,
  SELF_REGISTRATION_ROLES,
  TALENT_POOL_CONSENT_TEXT,
} from '@tremplin/shared';
import { Link, useNavigate } from 'react-router';
import { register } from '../api/register';
import { AuthLayout } from '../components/auth-layout';
import { BotCheck } from '../components/bot-check';
import { FormError } from '../components/form-error';
import { NewPasswordInput } from '../components/new-password-input';
import { useCheckedAccountForm } from '../components/use-account-form';

const INITIAL_VALUES = {
  prenom: '',
  nom: '',
  email: '',
  motDePasse: '',
  role: 'EN_RECHERCHE_EMPLOI',
  telephone: '',
  ville: '',
  metier: '',
  experience: '',
  typeDeContrat: '',
  photoParDefaut: '',
  description: '',
  visibilite: 'VISIBLE',
  tremplin: false,
  consentementVivier: false,
};
type FormValues = typeof INITIAL_VALUES;

/** Optional fields left empty are sent as null. */
const OPTIONAL = [
  'telephone',
  'ville',
  'metier',
  'experience',
  'typeDeContrat',
  'photoParDefaut',
  'description',
] as const;

const toInput = (values: FormValues) => {
  const input: Record<string, string | boolean | null> = { ...values };
  for (const name of OPTIONAL) input[name] = values[name] === '' ? null : values[name];
  return input;
};

export function RegisterScreen() {
  const navigate = useNavigate();
  const form = useCheckedAccountForm({
    initialValues: INITIAL_VALUES,
    schema: () => import('../form-schemas').then((m) => m.registrationSchema),
    toInput,
    mode: 'onTouched',
    send: async (values, captcha) => {
      await register({ ...values, captcha });
      navigate('/inscription-reussie', { state: { email: values.email } });
    },
  });

  return (
    <AuthLayout title="Inscription" intro="Créez votre compte : un e-mail de confirmation vous sera envoyé.">
      <FormError message={form.refusal} />
      <form onSubmit={form.submit} noValidate aria-label="Inscription">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Prénom" autoComplete="given-name" required {...form.field('prenom')} />
            <TextInput label="Nom" autoComplete="family-name" required {...form.field('nom')} />
          </SimpleGrid>
          <TextInput label="E-mail" type="email" autoComplete="email" required {...form.field('email')} />
          <NewPasswordInput
            label="Mot de passe"
            required
            current={form.values.motDePasse}
            {...form.field('motDePasse')}
          />
          <NativeSelect
            label="Je suis"
            data={SELF_REGISTRATION_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            {...form.field('role')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Téléphone" type="tel" autoComplete="tel" {...form.field('telephone')} />
            <TextInput label="Ville" autoComplete="address-level2" {...form.field('ville')} />
            <TextInput label="Métier" {...form.field('metier')} />
            <TextInput label="Expérience" placeholder="Par exemple : 2 ans" {...form.field('experience')} />
            <NativeSelect
              label="Type de contrat recherché"
              data={[
                { value: '', label: 'Non précisé' },
                ...CONTRACT_TYPES.map((type) => ({ value: type, label: CONTRACT_TYPE_LABELS[type] })),
              ]}
              {...form.field('typeDeContrat')}
            />
            <NativeSelect
              label="Illustration de profil"
              data={[
                { value: '', label: 'Aucune' },
                ...DEFAULT_AVATARS.map((avatar) => ({ value: avatar, label: DEFAULT_AVATAR_LABELS[avatar] })),
              ]}
              {...form.field('photoParDefaut')}
            />
          </SimpleGrid>
          <Textarea label="Présentation" autosize minRows={3} {...form.field('description')} />
          <NativeSelect
            label="Visibilité du profil"
            data={[
              { value: 'VISIBLE', label: 'Visible des recruteurs' },
              { value: 'NON_VISIBLE', label: 'Masqué' },
            ]}
            {...form.field('visibilite')}
          />
          <Checkbox label="Je suis ou j’ai été apprenant de l’organisme" {...form.checkbox('tremplin')} />
          {/* Asked apart from anything else, unticked: being in the talent pool is the person's own choice. */}
          <Checkbox
            label="Vivier de talents"
            description={TALENT_POOL_CONSENT_TEXT}
            {...form.checkbox('consentementVivier')}
          />
          <BotCheck action="inscription" ref={form.botCheck} />
          <Button type="submit" loading={form.submitting} fullWidth>
            Créer mon compte
          </Button>
        </Stack>
      </form>
      <Group justify="center" gap={6} mt="lg">
        Déjà inscrit ?
        <Anchor component={Link} to={href('login')}>
          Se connecter
        </Anchor>
      </Group>
    </AuthLayout>
  );
}
