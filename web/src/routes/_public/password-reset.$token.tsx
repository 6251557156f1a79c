import { createFileRoute } from "@tanstack/react-router";
import { ResetPasswordPage } from "../../features/auth/ResetPasswordPage.tsx";

export const Route = createFileRoute("/_public/password-reset/$token")({
  component: function ResetPasswordRoute() {
    const { token } = Route.useParams();
    return <ResetPasswordPage token={token} />;
  },
});
