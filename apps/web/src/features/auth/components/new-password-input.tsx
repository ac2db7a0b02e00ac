// A new-password field with the shared policy shown live beneath it.
import { PasswordInput } from '@mantine/core';
import { type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import { PasswordHints } from './password-hints';

interface NewPasswordInputProps extends ComponentPropsWithoutRef<typeof PasswordInput> {
  /** The value typed so far, for the live hints (the field itself may be controlled or not). */
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
