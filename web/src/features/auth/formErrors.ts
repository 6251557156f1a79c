import { useState, type ChangeEvent } from "react";
import type { z } from "zod/mini";
import { firstErrors, validate, type Schema } from "@nutrisnap/shared/validation";
import { useValidationMessage } from "../../i18n/validationMessages.ts";

export type ShownErrors = Partial<Record<string, string>>;

/**
 * Field errors of a form: from the shared schema (message keys, translated here) or from the
 * server (already in the user's language). Editing a field clears its error (spec §5). A submit that
 * finds errors calls `onInvalid` (useFocusFirstInvalid's, to take the user to the first field marked).
 */
export function useFormErrors(onInvalid: () => void = () => undefined) {
  const translate = useValidationMessage();
  const [errors, setErrors] = useState<ShownErrors>({});

  const check = <S extends Schema>(schema: S, input: unknown): z.output<S> | null => {
    const result = validate(schema, input);
    if (result.ok) {
      setErrors({});
      return result.data;
    }
    setErrors(
      Object.fromEntries(
        Object.entries(firstErrors(result.errors)).map(([field, key]) => [field, translate(key)]),
      ),
    );
    onInvalid();
    return null;
  };

  const fromServer = (fieldErrors: Record<string, string[]> | undefined) => {
    setErrors(
      Object.fromEntries(
        Object.entries(fieldErrors ?? {}).map(([field, messages]) => [field, translate(messages[0])]),
      ),
    );
    if (fieldErrors && Object.keys(fieldErrors).length > 0) onInvalid();
  };

  const clear = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  /**
   * What ties a control that hands over its value (TwoFactorCodeField) to one of the form's fields:
   * the error shown under it, and an edit that keeps the value and clears that error.
   */
  const valueField = (name: string, setValue: (value: string) => void) => ({
    error: errors[name],
    onChange: (value: string) => {
      setValue(value);
      clear(name);
    },
  });

  /** The same for an input (TextField), whose edit is an event. */
  const field = (name: string, setValue: (value: string) => void) => {
    const { error, onChange } = valueField(name, setValue);
    return { error, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value) };
  };

  return { errors, setErrors, check, fromServer, clear, field, valueField, translate };
}
