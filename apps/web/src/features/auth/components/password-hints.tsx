// The shared password policy shown live under a new-password field: each rule ticked as soon as it is met.
import { List, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { PASSWORD_MIN_LENGTH, passwordProblems } from '@tremplin/shared';

const RULES = [
  `au moins ${PASSWORD_MIN_LENGTH} caractères`,
  'une lettre minuscule',
  'une lettre majuscule',
  'un chiffre',
] as const;

export function PasswordHints({ value, id }: { value: string; id: string }) {
  const missing = new Set(passwordProblems(value));
  return (
    <List id={id} size="sm" spacing={4} mt={6} aria-label="Règles du mot de passe" aria-live="polite">
      {RULES.map((rule) => {
        const met = !missing.has(rule);
        return (
          <List.Item
            key={rule}
            data-met={met}
            icon={
              <ThemeIcon size={18} radius="xl" color={met ? 'teal' : 'gray'} variant={met ? 'filled' : 'light'}>
                {met ? <IconCheck size={12} aria-hidden="true" /> : <IconX size={12} aria-hidden="true" />}
              </ThemeIcon>
            }
          >
            {rule.charAt(0).toUpperCase() + rule.slice(1)}
            <VisuallyHidden> : {met ? 'respectée' : 'manquante'}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
}
