import { createFileRoute } from "@tanstack/react-router";
import { VisitorOnly } from "../../app/VisitorOnly.tsx";
import { RegisterPage } from "../../features/auth/RegisterPage.tsx";

export const Route = createFileRoute("/_public/register")({
  component: () => (
    <VisitorOnly>
      <RegisterPage />
    </VisitorOnly>
  ),
});
