// A new-password field with the shared policy shown live beneath it.
import { PasswordInput } from '@mantine/core';
import { type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import { PasswordHints } from './password-hints';

interface NewPasswordInputProps extends Omit<ComponentPropsWithoutRef<typeof PasswordInput>, 'value'> {
  /** The value typed so far (react-hook-form's watch), for the live hints. */
  current: string;
}

export const NewPasswordInput = forwardRef<HTMLInputElement, NewPasswordInputProps>(function NewPasswordInput(
  { current, ...props },
  ref,
) {
  const hintsId = useId();
  return (
    <div>
      <PasswordInput ref={ref} autoComplete="new-password" aria-describedby={hintsId} {...props} />
      <PasswordHints value={current} id={hintsId} />
    </div>
  );
});
