// Form state of the public account pages (sign-in, registration, forgotten and new password): what was typed, the
// contract's French errors and the submission. The check is the shared zod schema itself, fetched as soon as the form
// shows, so that neither zod nor a form library weighs on these pages' first load. Errors come and go as
// react-hook-form made them on these forms: from the first submission (or, in 'onTouched' mode, from leaving a
// field), then as the person types; a refused submission moves the focus to the first wrong field.
import { MESSAGES } from '@tremplin/shared';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import type { BotCheckHandle } from './bot-check-types';
import { errorMessage } from './error-message';

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What the form needs of a schema: zod's safeParse. */
export interface FormSchema<Output> {
  safeParse(
    input: unknown,
  ): { success: true; data: Output } | { success: false; error: { readonly issues: readonly Issue[] } };
}

type Values = Record<string, string | boolean>;
type Errors<V> = Partial<Record<keyof V, string>>;

interface AccountFormOptions<V extends Values, Output> {
  initialValues: V;
  /** The schema, fetched on demand: `() => import('../form-schemas').then((m) => m.someSchema)`. */
  schema: () => Promise<FormSchema<Output>>;
  /** What the schema is given (empty optional fields as null…); the values as typed by default. */
  toInput?: (values: V) => unknown;
  /** 'onTouched': a field is checked once left, then as it changes; 'onSubmit': only from the first submission. */
  mode?: 'onSubmit' | 'onTouched';
  /** Told when the schema cannot be fetched at submission (network down): nothing is sent then. */
  onUnavailable: (message: string) => void;
}

/** The first message of each field the schema refuses. */
function firstErrors<V>(issues: readonly Issue[]): Errors<V> {
  const errors: Errors<V> = {};
  for (const issue of issues) {
    const name = issue.path[0] as keyof V | undefined;
    if (name !== undefined && errors[name] === undefined) errors[name] = issue.message;
  }
  return errors;
}

export function useAccountForm<V extends Values, Output>({
  initialValues,
  schema,
  toInput = (values) => values,
  mode = 'onSubmit',
  onUnavailable,
}: AccountFormOptions<V, Output>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef(initialValues);
  const submitted = useRef(false);
  const touched = useRef(new Set<keyof V>());
  // Inputs in the order they were first rendered: the first wrong one gets the focus.
  const inputs = useRef(new Map<keyof V, HTMLElement | null>());
  const loading = useRef<Promise<FormSchema<Output>> | null>(null);

  const load = (): Promise<FormSchema<Output>> => {
    if (!loading.current) {
      loading.current = schema();
      // A failed fetch is tried again at the next check.
      loading.current.catch(() => {
        loading.current = null;
      });
    }
    return loading.current;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once, when the form first shows.
  useEffect(() => {
    load().catch(() => undefined);
  }, []);

  /** Checks one field against the whole form, as a resolver does, and updates that field's error only. */
  const checkField = async (name: keyof V) => {
    const parsed = (await load()).safeParse(toInput(latest.current));
    const message = parsed.success ? undefined : firstErrors<V>(parsed.error.issues)[name];
    setErrors((current) => {
      if (current[name] === message) return current;
      const next = { ...current };
      if (message === undefined) delete next[name];
      else next[name] = message;
      return next;
    });
  };

  const update = (name: keyof V, value: string | boolean) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    const checked = submitted.current || (mode === 'onTouched' && touched.current.has(name));
    if (checked) checkField(name).catch(() => undefined);
  };

  const leave = (name: keyof V) => {
    touched.current.add(name);
    if (!submitted.current && mode === 'onTouched') checkField(name).catch(() => undefined);
  };

  const bind = (name: keyof V) => ({
    name: String(name),
    error: errors[name],
    onBlur: () => leave(name),
    ref: (element: HTMLElement | null) => {
      inputs.current.set(name, element);
    },
  });

  /** Props of a text input, a text area or a native select. */
  const field = (name: keyof V) => ({
    ...bind(name),
    value: String(values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      update(name, event.currentTarget.value),
  });

  /** Props of a checkbox. */
  const checkbox = (name: keyof V) => ({
    ...bind(name),
    checked: values[name] === true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(name, event.currentTarget.checked),
  });

  /** The form's onSubmit: checks every field, then hands the schema's output (trimmed, defaulted…) to `onValid`. */
  const handleSubmit = (onValid: (data: Output) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    setSubmitting(true);
    try {
      let checker: FormSchema<Output>;
      try {
        checker = await load();
      } catch {
        onUnavailable(MESSAGES.networkError);
        return;
      }
      const parsed = checker.safeParse(toInput(latest.current));
      if (!parsed.success) {
        const found = firstErrors<V>(parsed.error.issues);
        setErrors(found);
        const first = [...inputs.current].find(([name, element]) => element && found[name] !== undefined);
        first?.[1]?.focus();
        return;
      }
      setErrors({});
      await onValid(parsed.data);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, submitting, field, checkbox, handleSubmit };
}

interface CheckedFormOptions<V extends Values, Output> extends Omit<AccountFormOptions<V, Output>, 'onUnavailable'> {
  /** Sends what the schema gave with the bot check's answer; a failure is the refusal shown above the form. */
  send: (data: Output, captcha: string | undefined) => Promise<void>;
  initialRefusal?: string | null;
  onRefused?: (message: string) => void;
}

/** An account form sent with the bot check's answer: `botCheck` goes to its BotCheck, `refusal` to its FormError. */
export function useCheckedAccountForm<V extends Values, Output>({
  send,
  initialRefusal = null,
  onRefused,
  ...options
}: CheckedFormOptions<V, Output>) {
  const botCheck = useRef<BotCheckHandle>(null);
  const [refusal, setRefusal] = useState<string | null>(initialRefusal);
  const form = useAccountForm({ ...options, onUnavailable: setRefusal });
  const submit = form.handleSubmit(async (data) => {
    setRefusal(null);
    try {
      await send(data, await botCheck.current?.answer());
    } catch (error) {
      const message = errorMessage(error);
      setRefusal(message);
      onRefused?.(message);
      // An answer is accepted once.
      botCheck.current?.reset();
    }
  });
  return { ...form, botCheck, refusal, submit };
}
