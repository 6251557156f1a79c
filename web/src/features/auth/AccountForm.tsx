import type { FormEvent, ReactNode, Ref } from "react";
import { prepareAccountForm } from "./accountForms.ts";

/**
 * A visitor's account form (sign in, register, forgot and reset password). It checks its fields
 * itself (`noValidate`: the messages are the contracts', in the user's language, at their field),
 * starts loading what sending needs when it first gets the focus (decision 080), and `within` is
 * useFocusFirstInvalid's, which takes the focus to the field to fix (decision 200).
 */
export function AccountForm({
  within,
  onSubmit,
  children,
}: {
  within: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      ref={within}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={prepareAccountForm}
      noValidate
      className="flex flex-col gap-4"
    >
      {children}
    </form>
  );
}
