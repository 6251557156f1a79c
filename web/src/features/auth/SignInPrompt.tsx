import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { buttonClasses } from "../../ui/index.ts";

/** "Already have an account? Sign in", where a visitor may be about to register. */
export function SignInPrompt() {
  return (
    <Trans>
      Already have an account?{" "}
      <Link to="/login" className={buttonClasses("link")}>
        Sign in
      </Link>
    </Trans>
  );
}
