import { describe, expect, it } from 'vitest';
import { describePasswordProblems } from '../auth';
import { emailSchema, passwordSchema } from './auth';

describe('password policy', () => {
  it('accepts a password with 10 characters, a lower, an upper and a digit', () => {
    expect(passwordSchema.safeParse('Tremplin2026!').success).toBe(true);
    expect(describePasswordProblems('Abcdefghi1')).toBeNull();
  });

  it('names what is missing, in French', () => {
    expect(describePasswordProblems('court')).toBe(
      'Le mot de passe doit contenir au moins 10 caractères, une lettre majuscule et un chiffre.',
    );
    expect(describePasswordProblems('ABCDEFGHIJ1')).toBe('Le mot de passe doit contenir une lettre minuscule.');
    expect(describePasswordProblems('Abcdefghijk')).toBe('Le mot de passe doit contenir un chiffre.');
    const result = passwordSchema.safeParse('abcdefghij1');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Le mot de passe doit contenir une lettre majuscule.');
  });

  it('counts accented letters as letters', () => {
    expect(describePasswordProblems('Élodieàéè12')).toBeNull();
  });

  it('bounds the length', () => {
    expect(describePasswordProblems(`Aa1${'x'.repeat(200)}`)).toBe(
      'Le mot de passe doit contenir au plus 128 caractères.',
    );
  });
});

describe('e-mail', () => {
  it('is trimmed and lower-cased', () => {
    expect(emailSchema.parse('  Admin@Tremplin.TEST ')).toBe('admin@tremplin.test');
  });
  it('refuses a malformed address in French', () => {
    expect(emailSchema.safeParse('pas-une-adresse').error?.issues[0]?.message).toBe('L’adresse e-mail est invalide.');
  });
});
