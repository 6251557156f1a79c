import { createFileRoute } from "@tanstack/react-router";
import { MealsPage } from "../../../features/meals/MealsPage.tsx";

export const Route = createFileRoute("/_private/meals/")({ component: MealsPage });
