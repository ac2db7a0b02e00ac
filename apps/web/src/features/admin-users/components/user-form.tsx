// The account form of the three administration screens: a new user, an agency candidate, or the full edit.
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import {
  ADMISSIONS,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  agencyCandidateSchema,
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  DEFAULT_AVATAR_LABELS,
  DEFAULT_AVATARS,
  MANAGEABLE_ROLES,
  type PublicUser,
  personName,
  ROLE_LABELS,
  SOCIAL_LINK_LABELS,
  SOCIAL_LINKS,
} from '@tremplin/shared';
import { SelectField, SwitchField, TextareaField, TextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useCurrentUser } from '@/lib/auth';
import { useReferents } from '../api/get-referents';

export type UserFormMode = 'create' | 'agency' | 'edit';

/** What the form holds: text inputs keep strings, the schemas turn empty ones into null. */
export type UserFormValues = Record<string, string | boolean | number | null | undefined>;

const SCHEMAS = { create: adminUserCreateSchema, agency: agencyCandidateSchema, edit: adminUserUpdateSchema };

const TEXT_FIELDS = [
  'email',
  'nom',
  'prenom',
  'telephone',
  'ville',
  'metier',
  'experience',
  'description',
  'commentaire',
  'admission',
  'typeDeContrat',
  'photoParDefaut',
  'lienPortefolio',
  ...SOCIAL_LINKS,
  'niveauDiplome',
  'nomDiplome',
  'titreDiplomantInteresse',
  'formationsCourtesInteressees',
  'zoneGeographique',
] as const;

function defaultsOf(user: PublicUser | undefined, mode: UserFormMode): UserFormValues {
  const values: UserFormValues = {};
  for (const field of TEXT_FIELDS) values[field] = (user?.[field] as string | null | undefined) ?? '';
  values.referentCEFId = user?.referentCEFId ? String(user.referentCEFId) : '';
  values.tremplin = user?.tremplin ?? false;
  values.visibilite = user?.visibilite ?? 'VISIBLE';
  values.role = user?.role ?? 'EN_RECHERCHE_EMPLOI';
  if (mode === 'edit' && user) {
    values.id = user.id;
    values.version = user.version;
    values.active = user.active;
  }
  return values;
}

interface UserFormProps {
  mode: UserFormMode;
  user?: PublicUser;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: UserFormValues) => void;
  onCancel: () => void;
}

export function UserForm({ mode, user, ...actions }: UserFormProps) {
  const me = useCurrentUser();
  const referents = useReferents();
  // One form for three schemas (new user, edited user, agency candidate): the fields are chosen by `mode`.
  const form = useSchemaForm<UserFormValues>(SCHEMAS[mode] as never, defaultsOf(user, mode));
  const select = (name: string, label: string, data: { value: string; label: string }[], description?: string) => (
    <SelectField name={name} empty="" label={label} description={description} data={data} clearable />
  );
  const toggle = (name: string, label: string, description?: string) => (
    <SwitchField name={name} label={label} description={description} />
  );

  // The roles the signed-in staff member may give; the current role stays listed so the form shows it.
  const roles = [...(me ? (MANAGEABLE_ROLES[me.role] ?? []) : [])];
  if (user && !roles.includes(user.role)) roles.push(user.role);
  const referentOptions = (referents.data?.items ?? []).map((r) => ({
    value: String(r.id),
    label: `${personName(r)} (${ROLE_LABELS[r.role]})`,
  }));

  return (
    <FormShell form={form} {...actions} errors="elsewhere" gap="lg">
      <Fieldset legend="Identité">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField name="prenom" label="Prénom" required />
          <TextField name="nom" label="Nom" required description="Enregistré en majuscules." />
          <TextField name="email" label="Adresse e-mail" required type="email" />
          <TextField name="telephone" label="Téléphone" type="tel" />
        </SimpleGrid>
      </Fieldset>

      {mode !== 'agency' ? (
        <Fieldset legend="Compte">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectField
              name="role"
              label="Rôle"
              required
              allowDeselect={false}
              data={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
              disabled={mode === 'edit' && user?.id === me?.id}
            />
            <SelectField
              name="visibilite"
              label="Visibilité du profil"
              allowDeselect={false}
              data={[
                { value: 'VISIBLE', label: 'Visible des recruteurs' },
                { value: 'NON_VISIBLE', label: 'Masqué' },
              ]}
            />
            {mode === 'edit' ? toggle('active', 'Compte actif', 'Un compte inactif ne peut pas se connecter.') : null}
          </SimpleGrid>
        </Fieldset>
      ) : null}

      <Fieldset legend="Suivi">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {select('referentCEFId', 'Référent', referentOptions, 'Conseiller ou administrateur qui suit la personne.')}
          {select(
            'admission',
            'Admission',
            ADMISSIONS.map((a) => ({ value: a, label: a })),
          )}
        </SimpleGrid>
        <TextareaField name="commentaire" label="Commentaire" autosize minRows={2} mt="sm" />
        <Stack mt="sm">{toggle('tremplin', 'Apprenant ou ancien apprenant de l’organisme')}</Stack>
      </Fieldset>

      <Fieldset legend="Profil">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField name="metier" label="Métier" />
          <TextField name="ville" label="Ville" />
          <TextField name="experience" label="Expérience" />
          {select(
            'typeDeContrat',
            'Type de contrat recherché',
            CONTRACT_TYPES.map((c) => ({ value: c, label: CONTRACT_TYPE_LABELS[c] })),
          )}
          {mode === 'edit'
            ? select(
                'photoParDefaut',
                'Avatar par défaut',
                DEFAULT_AVATARS.map((a) => ({ value: a, label: DEFAULT_AVATAR_LABELS[a] })),
              )
            : null}
        </SimpleGrid>
        <TextareaField name="description" label="Description" autosize minRows={3} mt="sm" />
      </Fieldset>

      {mode === 'edit' ? (
        <>
          <Fieldset legend="Liens">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField name="lienPortefolio" label="Portfolio en ligne" type="url" />
              {SOCIAL_LINKS.map((link) => (
                <TextField key={link} name={link} label={SOCIAL_LINK_LABELS[link]} type="url" />
              ))}
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Diplôme et projet">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField name="niveauDiplome" label="Niveau de diplôme" />
              <TextField name="nomDiplome" label="Diplôme" />
              <TextField name="titreDiplomantInteresse" label="Titre diplômant visé" />
              <TextField name="formationsCourtesInteressees" label="Formations courtes souhaitées" />
              <TextField name="zoneGeographique" label="Zone géographique" />
            </SimpleGrid>
          </Fieldset>
        </>
      ) : null}
    </FormShell>
  );
}
