import type { ReactNode } from "react";
import { Alert } from "./Alert.tsx";
import { Button } from "./Button.tsx";
import { cn } from "./cn.ts";

export interface SubmitWithConfirmationProps {
  /** The button's label, e.g. "Save profile". */
  children: ReactNode;
  /** The save is running: the button shows a spinner and takes no second press. */
  busy?: boolean;
  /** What a save that worked says beside the button, for as long as useTimedMessage keeps it. */
  confirmation?: string;
  className?: string;
}

/** A form's submit button with the confirmation of a save beside it (spec §4: 3 seconds). */
export function SubmitWithConfirmation({
  children,
  busy,
  confirmation,
  className,
}: SubmitWithConfirmationProps) {
  return (
    <div className={cn("flex flex-wrap items-center gap-3", className)}>
      <Button type="submit" loading={busy}>
        {children}
      </Button>
      {confirmation && (
        <Alert tone="success" className="py-2">
          {confirmation}
        </Alert>
      )}
    </div>
  );
}
