// The six social links (PUT modification-liens): http(s) addresses, or empty.
import { type Profile, SOCIAL_LINK_LABELS, SOCIAL_LINKS, updateLinksSchema } from '@tremplin/shared';
import type { z } from 'zod';
import { TextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useSchemaForm } from '@/components/form/use-schema-form';

export const linksFieldsSchema = updateLinksSchema.omit({ id: true, version: true });
type FormInput = z.input<typeof linksFieldsSchema>;
export type LinksValues = z.output<typeof linksFieldsSchema>;

export function LinksForm({
  profile,
  onSubmit,
}: {
  profile: Profile;
  onSubmit: (values: LinksValues) => Promise<unknown>;
}) {
  const form = useSchemaForm<FormInput, LinksValues>(
    linksFieldsSchema,
    Object.fromEntries(SOCIAL_LINKS.map((k) => [k, profile[k] ?? ''])) as FormInput,
  );
  // A failed submission: shown by the frame or toasted.
  return (
    <FormShell form={form} onSubmit={onSubmit} submitLabel="Enregistrer" errors="elsewhere">
      {SOCIAL_LINKS.map((k) => (
        <TextField key={k} name={k} label={SOCIAL_LINK_LABELS[k]} type="url" placeholder="https://…" maxLength={500} />
      ))}
    </FormShell>
  );
}
