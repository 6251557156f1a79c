import { createFileRoute } from "@tanstack/react-router";
import { MealDetailPage } from "../../../features/meal-detail/MealDetailPage.tsx";

export const Route = createFileRoute("/_private/meals/$id")({
  component: function MealDetailRoute() {
    const { id } = Route.useParams();
    return <MealDetailPage id={id} />;
  },
});
