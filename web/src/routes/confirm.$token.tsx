import { createFileRoute } from "@tanstack/react-router";
import { ConfirmEmailPage } from "../features/auth/ConfirmEmailPage.tsx";

// spec §2: the confirmation screen has no layout.
export const Route = createFileRoute("/confirm/$token")({
  component: function ConfirmEmailRoute() {
    const { token } = Route.useParams();
    return <ConfirmEmailPage token={token} />;
  },
});
