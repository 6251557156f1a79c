import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { TextField, type TextFieldProps } from "../../ui/index.ts";

type AccountFieldProps = Omit<TextFieldProps, "type" | "autoComplete">;

/**
 * The account's email, as the sign-in, forgot-password, register and profile forms ask for it: an
 * email keyboard on phones and the browser's saved address (`autocomplete="email"`). Required unless
 * told otherwise; label, hint and error are TextField's, tied to the input (decision 200).
 */
export function EmailField({ label, ...field }: Omit<AccountFieldProps, "label"> & { label?: ReactNode }) {
  const { t } = useLingui();
  return <TextField label={label ?? t`Email`} type="email" autoComplete="email" required {...field} />;
}

/**
 * A password: the `current` one, which the browser's password manager fills in, or a `new` one being
 * chosen, for which it may offer a strong one (`autocomplete="current-password"` or `"new-password"`).
 * Required unless told otherwise.
 */
export function PasswordField({ purpose, ...field }: AccountFieldProps & { purpose: "current" | "new" }) {
  return <TextField type="password" autoComplete={`${purpose}-password`} required {...field} />;
}
