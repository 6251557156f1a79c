import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { logout } from "../data/index.ts";
import { Button } from "../ui/index.ts";

/** A plain "Sign out" button for screens without the sidebar (onboarding). */
export function SignOutButton() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={async () => {
        await logout(); // spec §4: a failing server call is ignored; the user is signed out anyway
        await navigate({ to: "/login" });
      }}
    >
      {t`Sign out`}
    </Button>
  );
}
