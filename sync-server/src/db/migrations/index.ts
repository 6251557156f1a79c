import type { Migration } from "kysely";
import * as m20261121060000 from "./20261121060000_server_meta.ts";
import * as m20261121061000 from "./20261121061000_accounts.ts";
import * as m20261121062000 from "./20261121062000_early_access.ts";
import * as m20261121062100 from "./20261121062100_onboarding_and_goals.ts";
import * as m20261121063000 from "./20261121063000_meals.ts";
import * as m20261121070000 from "./20261121070000_two_factor_last_step.ts";
import * as m20261121071000 from "./20261121071000_change_log_by_record.ts";
import * as m20261122230500 from "./20261122230500_idempotency_leases.ts";
import * as m20261122232240 from "./20261122232240_search_words.ts";
import * as m20261123001500 from "./20261123001500_account_security.ts";
import * as m20261123021129 from "./20261123021129_meals_page_order.ts";
import * as m20261123021436 from "./20261123021436_weight_entries.ts";
import * as m20261123052718 from "./20261123052718_shared_rate_limits.ts";

/**
 * Every migration, by timestamped name. Append-only: add a new file and a line here; never edit
 * or remove one that has landed.
 */
export const migrations: Record<string, Migration> = {
  "20261121060000_server_meta": m20261121060000,
  "20261121061000_accounts": m20261121061000,
  "20261121062000_early_access": m20261121062000,
  "20261121062100_onboarding_and_goals": m20261121062100,
  "20261121063000_meals": m20261121063000,
  "20261121070000_two_factor_last_step": m20261121070000,
  "20261121071000_change_log_by_record": m20261121071000,
  "20261122230500_idempotency_leases": m20261122230500,
  "20261122232240_search_words": m20261122232240,
  "20261123001500_account_security": m20261123001500,
  "20261123021129_meals_page_order": m20261123021129,
  "20261123021436_weight_entries": m20261123021436,
  "20261123052718_shared_rate_limits": m20261123052718,
};
