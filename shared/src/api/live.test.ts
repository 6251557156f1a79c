import { describe, expect, it } from "vitest";
import { syncChangesResponseSchema } from "./live.ts";

describe("sync feed contract", () => {
  it("parses a meal deletion and a goals upsert in one page", () => {
    const at = "2026-11-21T08:30:00.000Z";
    const page = syncChangesResponseSchema.parse({
      changes: [
        { kind: "meal", op: "delete", seq: 3, id: "m1" },
        {
          kind: "goals",
          op: "upsert",
          seq: 4,
          data: {
            goal_type: "maintenance",
            daily_calories: 2000,
            daily_protein: 75,
            daily_fat: 67,
            daily_carbohydrates: 275,
            daily_fiber: 28,
            daily_sugar: null,
            daily_sodium: null,
            activity_level: null,
            weekly_weight_change: null,
            created_at: at,
            updated_at: at,
          },
        },
      ],
      cursor: 4,
      has_more: false,
    });
    expect(page.changes.map((change) => `${change.kind}:${change.op}`)).toEqual([
      "meal:delete",
      "goals:upsert",
    ]);
  });
});
