import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { buttonClasses, TextField } from "../../ui/index.ts";

/** A whole code: six digits from the app, or a recovery code such as `k3x9q-7mwpa`. */
export const secondFactorComplete = (code: string): boolean =>
  /^\d{6}$/.test(code) || /^[a-z2-7]{5}-?[a-z2-7]{5}$/i.test(code);

/**
 * Six digits from an authenticator app; other characters are dropped as they are typed. With
 * `allowRecovery`, a link switches the field to one of the ten one-time recovery codes.
 */
export function TwoFactorCodeField({
  value,
  onChange,
  error,
  label,
  allowRecovery = false,
  autoFocus = true,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
  allowRecovery?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const [recovery, setRecovery] = useState(false);
  const switcher = allowRecovery && (
    <button
      type="button"
      className={buttonClasses("link")}
      onClick={() => {
        setRecovery(!recovery);
        onChange("");
      }}
    >
      {recovery ? t`Use the authenticator app` : t`Use a recovery code`}
    </button>
  );
  if (recovery) {
    return (
      <TextField
        label={t`Recovery code`}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={11}
        autoFocus
        value={value}
        onChange={(event) =>
          onChange(
            event.target.value
              .toLowerCase()
              .replace(/[^a-z2-7-]/g, "")
              .slice(0, 11),
          )
        }
        error={error}
        labelAside={switcher}
        className="text-center font-mono text-lg tracking-widest"
      />
    );
  }
  return (
    <TextField
      label={label ?? t`Authentication code`}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, 6))}
      error={error}
      labelAside={switcher || undefined}
      className="text-center font-mono text-lg tracking-[0.5em]"
    />
  );
}
