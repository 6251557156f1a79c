import { useLingui } from "@lingui/react/macro";
import { TextField } from "../../ui/index.ts";

/** Six digits from an authenticator app; other characters are dropped as they are typed. */
export function TwoFactorCodeField({
  value,
  onChange,
  error,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={label ?? t`Authentication code`}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      autoFocus
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, 6))}
      error={error}
      className="text-center font-mono text-lg tracking-[0.5em]"
    />
  );
}
