import { createFileRoute } from "@tanstack/react-router";
import { MealDetailPage } from "../../../features/meal-detail/MealDetailPage.tsx";

// spec §2: /meals/:id/edit shows the same detail screen as the view route, editable in place.
export const Route = createFileRoute("/_private/meals/$id_/edit")({
  component: function MealEditRoute() {
    const { id } = Route.useParams();
    return <MealDetailPage id={id} editing />;
  },
});
