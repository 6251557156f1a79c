import { createFileRoute } from "@tanstack/react-router";
import { AuthCardSkeleton } from "../../app/AuthCardSkeleton.tsx";
import { VisitorOnly } from "../../app/VisitorOnly.tsx";
import { RegisterPage } from "../../features/auth/RegisterPage.tsx";

export const Route = createFileRoute("/_public/register")({
  // Followed from another page, the form's frame shows at once while its code arrives (decision 115).
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: AuthCardSkeleton,
  component: () => (
    <VisitorOnly>
      <RegisterPage />
    </VisitorOnly>
  ),
});
