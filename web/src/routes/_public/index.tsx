import { createFileRoute } from "@tanstack/react-router";
import { VisitorOnly } from "../../app/VisitorOnly.tsx";
import { LandingPage } from "../../features/landing/LandingPage.tsx";

// spec §2: a signed-in user is redirected from the landing page to /dashboard.
export const Route = createFileRoute("/_public/")({
  component: () => (
    <VisitorOnly>
      <LandingPage />
    </VisitorOnly>
  ),
});
