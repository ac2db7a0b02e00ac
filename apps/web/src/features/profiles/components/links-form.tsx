// The six social links (PUT modification-liens): http(s) addresses, or empty.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type Profile, SOCIAL_LINK_LABELS, SOCIAL_LINKS, updateLinksSchema } from '@tremplin/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, LinksValues>({
    resolver: zodResolver(linksFieldsSchema),
    defaultValues: Object.fromEntries(SOCIAL_LINKS.map((k) => [k, profile[k] ?? ''])) as FormInput,
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        try {
          await onSubmit(values);
        } catch {
          // Shown by the frame or toasted.
        }
      })}
    >
      <Stack gap="md">
        {SOCIAL_LINKS.map((k) => (
          <TextInput
            key={k}
            label={SOCIAL_LINK_LABELS[k]}
            type="url"
            placeholder="https://…"
            {...register(k)}
            error={errors[k]?.message}
            maxLength={500}
          />
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
