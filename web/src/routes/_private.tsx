import { createFileRoute } from "@tanstack/react-router";
import { PrivateGate } from "../app/guards.tsx";
import { PrivateLayout } from "../app/PrivateLayout.tsx";

export const Route = createFileRoute("/_private")({
  component: () => (
    <PrivateGate>
      <PrivateLayout />
    </PrivateGate>
  ),
});
