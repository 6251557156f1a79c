// The visitors' sign-in pages (sign in, forgot and reset password) in one module, so the build gives
// them one chunk: once one of them is shown, following a link to another needs nothing from the
// network, and the page the address names is there at once. Before, each came in its own chunk
// after its link was followed, and for that moment the page left behind stayed on screen: an email
// typed into its field was lost when the new page replaced it (docs/decisions/115). Registration
// is not among them: it validates as it is typed, with the contracts (zod), which sign-in does not
// load.
import { useParams, useSearch } from "@tanstack/react-router";
import { safeReturnPath } from "../../app/returnPath.ts";
import { VisitorOnly } from "../../app/VisitorOnly.tsx";
import { ForgotPasswordPage } from "./ForgotPasswordPage.tsx";
import { LoginPage } from "./LoginPage.tsx";
import { ResetPasswordPage } from "./ResetPasswordPage.tsx";

/** /login: a signed-in user goes on to the page asked for (checked again here), or /dashboard. */
export function LoginScreen() {
  const redirect = safeReturnPath(useSearch({ from: "/_public/login" }).redirect) ?? undefined;
  return (
    <VisitorOnly returnTo={redirect}>
      <LoginPage returnTo={redirect} />
    </VisitorOnly>
  );
}

export { ForgotPasswordPage as ForgotPasswordScreen };

export function ResetPasswordScreen() {
  const { token } = useParams({ from: "/_public/password-reset/$token" });
  return <ResetPasswordPage token={token} />;
}
