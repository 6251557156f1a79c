import { registerRequestSchema, type RegisterRequest } from "@nutrisnap/shared/api";
import { firstErrors, validate, type MessageKey } from "@nutrisnap/shared/validation";

export type RegisterFields = Required<
  Pick<RegisterRequest, "name" | "email" | "password" | "passwordConfirm">
> & {
  locale: "en_US" | "es_CL";
};
export type RegisterField = keyof RegisterFields;

/** spec §5: the mismatch message shows only when both passwords are filled and differ. */
export function passwordsMismatch(fields: Pick<RegisterFields, "password" | "passwordConfirm">): boolean {
  return (
    fields.password !== "" && fields.passwordConfirm !== "" && fields.password !== fields.passwordConfirm
  );
}

/**
 * Live validation of the register form (spec §5): a field shows its error once it has been
 * touched (or the form submitted); the password mismatch shows as soon as both are filled.
 */
export function registerErrors(
  fields: RegisterFields,
  touched: ReadonlySet<RegisterField>,
  submitted: boolean,
): Partial<Record<RegisterField, MessageKey>> {
  const result = validate(registerRequestSchema, fields);
  const all = result.ok ? {} : firstErrors(result.errors);
  const shown: Partial<Record<RegisterField, MessageKey>> = {};
  for (const field of ["name", "email", "password", "passwordConfirm", "locale"] as const) {
    const key = all[field];
    if (!key) continue;
    if (field === "passwordConfirm" && key === "passwordsDoNotMatch") {
      if (passwordsMismatch(fields)) shown[field] = key;
      continue;
    }
    if (submitted || touched.has(field)) shown[field] = key;
  }
  return shown;
}
