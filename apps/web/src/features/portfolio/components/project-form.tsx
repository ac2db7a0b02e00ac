// The project form (SPEC §3 Project fields) with the API's own schema; a refused stale save keeps what was typed.
import { type Project, type ProjectTag, projectFieldsSchema } from '@tremplin/shared';
import { useEffect } from 'react';
import type { z } from 'zod';
import { ConflictAlert } from '@/components/form/conflict-alert';
import { CheckboxGroupField, TextareaField, TextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useSchemaForm } from '@/components/form/use-schema-form';

type FormInput = z.input<typeof projectFieldsSchema>;
export type ProjectFormValues = z.output<typeof projectFieldsSchema>;

export const emptyProjectValues = (project?: Project): FormInput => ({
  titre: project?.titre ?? '',
  description: project?.description ?? '',
  lien: project?.lien ?? '',
  codeSource: project?.codeSource ?? '',
  outilsTravails: project?.outilsTravails ?? '',
  date: project?.date ?? '',
  tagsId: project?.tagsId ?? [],
});

interface ProjectFormProps {
  project?: Project;
  skills: readonly ProjectTag[];
  submitLabel: string;
  cancelTo: string;
  onSubmit: (values: ProjectFormValues) => Promise<unknown>;
  /** A save was refused because someone saved first: show it, and offer to reload the latest version. */
  conflict?: boolean;
  reloading?: boolean;
  onReload?: () => void;
  /** The latest saved version after a reload: fields the person has not touched take its values, typed ones stay. */
  reloaded?: Project | null;
}

export function ProjectForm({
  project,
  skills,
  submitLabel,
  cancelTo,
  onSubmit,
  conflict,
  reloading,
  onReload,
  reloaded,
}: ProjectFormProps) {
  const form = useSchemaForm<FormInput, ProjectFormValues>(projectFieldsSchema, emptyProjectValues(project));
  const { reset } = form;

  useEffect(() => {
    if (reloaded) reset(emptyProjectValues(reloaded), { keepDirtyValues: true });
  }, [reloaded, reset]);

  return (
    // A failure is shown by the caller (toast or conflict message); the typed values stay in place.
    <FormShell form={form} onSubmit={onSubmit} submitLabel={submitLabel} cancelTo={cancelTo} errors="elsewhere">
      {conflict ? (
        <ConflictAlert onReload={onReload} reloading={reloading}>
          Ce que vous avez saisi est conservé : rechargez la dernière version, puis enregistrez à nouveau pour la
          remplacer par vos modifications.
        </ConflictAlert>
      ) : null}
      <TextField name="titre" label="Titre" required maxLength={120} />
      <TextField name="date" label="Date du projet" type="date" w={{ base: '100%', sm: 220 }} />
      <TextareaField name="description" label="Description" autosize minRows={4} maxRows={14} />
      <TextField
        name="lien"
        label="Lien du projet"
        description="Adresse où voir le projet en ligne (https://…)"
        type="url"
      />
      <TextField
        name="codeSource"
        label="Code source"
        description="Adresse du dépôt (https://github.com/…)"
        type="url"
      />
      <TextField name="outilsTravails" label="Outils de travail" description="Par exemple : React, Figma, PostgreSQL" />
      <CheckboxGroupField
        name="tagsId"
        label="Compétences mises en avant"
        description={
          skills.length === 0
            ? 'Ajoutez d’abord des compétences à votre profil pour pouvoir les associer au projet.'
            : 'Choisissez parmi les compétences de votre profil.'
        }
        options={skills.map((skill) => ({ value: skill.id, label: skill.nomTag }))}
      />
    </FormShell>
  );
}
