import { createFileRoute } from "@tanstack/react-router";
import { VisitorOnly } from "../../app/guards.tsx";
import { LoginPage } from "../../features/auth/LoginPage.tsx";

export const Route = createFileRoute("/_public/login")({
  component: () => (
    <VisitorOnly>
      <LoginPage />
    </VisitorOnly>
  ),
});
