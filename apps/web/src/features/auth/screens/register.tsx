// /inscription: every field the registration call takes, the password policy shown live and the bot check.
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  DEFAULT_AVATARS,
  type Registration,
  ROLE_LABELS,
  registrationSchema,
  SELF_REGISTRATION_ROLES,
} from '@tremplin/shared';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { useRegister } from '../api/register';
import { AuthLayout } from '../components/auth-layout';
import { BotCheck, type BotCheckHandle } from '../components/bot-check';
import { errorMessage } from '../components/error-message';
import { FormError } from '../components/form-error';
import { NewPasswordInput } from '../components/new-password-input';

type FormInput = z.input<typeof registrationSchema>;

const AVATAR_LABELS: Record<(typeof DEFAULT_AVATARS)[number], string> = {
  stylet: 'Stylet',
  clavier: 'Clavier',
  souris: 'Souris',
  tasse: 'Tasse',
  tel: 'Téléphone',
  usb: 'Clé USB',
};

const orNull = (value: unknown) => (value === '' || value === undefined ? null : value);

export function RegisterScreen() {
  const navigate = useNavigate();
  const botCheck = useRef<BotCheckHandle>(null);
  const registration = useRegister();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, Registration>({
    resolver: zodResolver(registrationSchema),
    mode: 'onTouched',
    defaultValues: {
      prenom: '',
      nom: '',
      email: '',
      motDePasse: '',
      role: 'EN_RECHERCHE_EMPLOI',
      visibilite: 'VISIBLE',
      tremplin: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('motDePasse') ?? '';

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const captcha = await botCheck.current?.answer();
      await registration.mutateAsync({ ...values, captcha });
      navigate('/inscription-reussie', { state: { email: values.email } });
    } catch (error) {
      setRefusal(errorMessage(error));
      botCheck.current?.reset();
    }
  });

  return (
    <AuthLayout title="Inscription" intro="Créez votre compte : un e-mail de confirmation vous sera envoyé.">
      <FormError message={refusal} />
      <form onSubmit={submit} noValidate aria-label="Inscription">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Prénom"
              autoComplete="given-name"
              required
              error={errors.prenom?.message}
              {...form.register('prenom')}
            />
            <TextInput
              label="Nom"
              autoComplete="family-name"
              required
              error={errors.nom?.message}
              {...form.register('nom')}
            />
          </SimpleGrid>
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <NewPasswordInput
            label="Mot de passe"
            required
            current={password}
            error={errors.motDePasse?.message}
            {...form.register('motDePasse')}
          />
          <NativeSelect
            label="Je suis"
            error={errors.role?.message}
            data={SELF_REGISTRATION_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            {...form.register('role')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Téléphone"
              type="tel"
              autoComplete="tel"
              error={errors.telephone?.message}
              {...form.register('telephone', { setValueAs: orNull })}
            />
            <TextInput
              label="Ville"
              autoComplete="address-level2"
              error={errors.ville?.message}
              {...form.register('ville', { setValueAs: orNull })}
            />
            <TextInput
              label="Métier"
              error={errors.metier?.message}
              {...form.register('metier', { setValueAs: orNull })}
            />
            <TextInput
              label="Expérience"
              placeholder="Par exemple : 2 ans"
              error={errors.experience?.message}
              {...form.register('experience', { setValueAs: orNull })}
            />
            <NativeSelect
              label="Type de contrat recherché"
              error={errors.typeDeContrat?.message}
              data={[
                { value: '', label: 'Non précisé' },
                ...CONTRACT_TYPES.map((type) => ({ value: type, label: CONTRACT_TYPE_LABELS[type] })),
              ]}
              {...form.register('typeDeContrat', { setValueAs: orNull })}
            />
            <NativeSelect
              label="Illustration de profil"
              error={errors.photoParDefaut?.message}
              data={[
                { value: '', label: 'Aucune' },
                ...DEFAULT_AVATARS.map((avatar) => ({ value: avatar, label: AVATAR_LABELS[avatar] })),
              ]}
              {...form.register('photoParDefaut', { setValueAs: orNull })}
            />
          </SimpleGrid>
          <Textarea
            label="Présentation"
            autosize
            minRows={3}
            error={errors.description?.message}
            {...form.register('description', { setValueAs: orNull })}
          />
          <NativeSelect
            label="Visibilité du profil"
            error={errors.visibilite?.message}
            data={[
              { value: 'VISIBLE', label: 'Visible des recruteurs' },
              { value: 'NON_VISIBLE', label: 'Masqué' },
            ]}
            {...form.register('visibilite')}
          />
          <Checkbox label="Je suis ou j’ai été apprenant de l’organisme" {...form.register('tremplin')} />
          <BotCheck action="inscription" ref={botCheck} />
          <Button type="submit" loading={isSubmitting} fullWidth>
            Créer mon compte
          </Button>
        </Stack>
      </form>
      <Group justify="center" gap={6} mt="lg">
        Déjà inscrit ?
        <Anchor component={Link} to={paths.login}>
          Se connecter
        </Anchor>
      </Group>
    </AuthLayout>
  );
}
