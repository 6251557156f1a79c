import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import toast from "react-hot-toast";
import type { Onboarding, UserGoals } from "@nutrisnap/shared/api";
import { saveGoals, saveOnboarding, useGoals, useOnboarding } from "../../data/index.ts";
import { useValidationMessage } from "../../i18n/validationMessages.ts";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts";
import {
  Button,
  buttonClasses,
  Card,
  CardBody,
  CardHeader,
  EmptyState,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TargetIcon,
} from "../../ui/index.ts";
import { BasicEdit, GoalsEdit, PreferencesEdit } from "./NutritionEdit.tsx";
import {
  nutritionDraft,
  nutritionRequests,
  type NutritionDraft,
  type NutritionErrors,
} from "./nutritionForm.ts";
import { BasicView, GoalsView, PreferencesView } from "./NutritionView.tsx";

type Tab = "basic" | "goals" | "preferences";
const goalFields = new Set<string>([
  "goal_type",
  "daily_calories",
  "daily_protein",
  "daily_fat",
  "daily_carbohydrates",
  "daily_fiber",
  "daily_sugar",
  "daily_sodium",
  "weekly_weight_change",
]);
const basicFields = new Set<string>([
  "age",
  "gender",
  "height",
  "current_weight",
  "target_weight",
  "activity_level",
]);

/** The first tab holding an error, so Save shows what needs fixing. */
const tabOf = (errors: NutritionErrors): Tab => {
  const fields = Object.keys(errors);
  if (fields.some((field) => basicFields.has(field))) return "basic";
  if (fields.some((field) => goalFields.has(field))) return "goals";
  return "preferences";
};

/**
 * spec §2 Profile nutrition card: tabs basic, goals and preferences; view mode, and an edit mode
 * with a real input for every onboarding and goal field; Save sends both updates (§7, §8 toasts).
 */
export function NutritionProfileCard() {
  const { t } = useLingui();
  const onboarding = useOnboarding();
  const goals = useGoals();
  return (
    <Card>
      {onboarding === undefined || goals === undefined ? (
        <CardBody className="space-y-3">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-24 w-full" />
        </CardBody>
      ) : onboarding === null ? (
        <CardBody>
          <EmptyState
            icon={<TargetIcon className="size-6" />}
            title={t`Nutrition profile`}
            description={t`No nutrition profile found. Please complete your onboarding.`}
            action={
              <Link to="/onboarding" className={buttonClasses("primary")}>
                {t`Complete onboarding`}
              </Link>
            }
          />
        </CardBody>
      ) : (
        <NutritionTabs onboarding={onboarding} goals={goals} />
      )}
    </Card>
  );
}

function NutritionTabs({ onboarding, goals }: { onboarding: Onboarding; goals: UserGoals | null }) {
  const { t } = useLingui();
  const translate = useValidationMessage();
  const [tab, setTab] = useState<Tab>("basic");
  const [draft, setDraft] = useState<NutritionDraft | null>(null);
  const [errors, setErrors] = useState<NutritionErrors>({});
  const [saving, setSaving] = useState(false);
  // Save with a wrong value opens the tab holding it and focuses the field (decision 200).
  const { within, invalidSubmit } = useFocusFirstInvalid<HTMLDivElement>();

  const change = (patch: Partial<NutritionDraft>) => {
    setDraft((current) => (current ? { ...current, ...patch } : current));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field as keyof NutritionDraft];
      return next;
    });
  };

  const save = async () => {
    if (!draft) return;
    const requests = nutritionRequests(draft);
    if (!requests.ok) {
      setErrors(requests.errors);
      setTab(tabOf(requests.errors));
      invalidSubmit();
      return;
    }
    setSaving(true);
    const savedOnboarding = await saveOnboarding(requests.onboarding);
    const savedGoals = savedOnboarding.ok ? await saveGoals(requests.goals) : savedOnboarding;
    setSaving(false);
    if (!savedGoals.ok) {
      toast.error(t`Failed to update nutrition profile`);
      return;
    }
    toast.success(t`Nutrition profile updated successfully`);
    setDraft(null);
  };

  const shown = Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, translate(key)]));
  const editing = draft !== null;
  return (
    <>
      <CardHeader
        title={t`Nutrition profile`}
        description={t`Your body, goals and food preferences.`}
        actions={
          editing ? (
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  setDraft(null);
                  setErrors({});
                }}
                disabled={saving}
              >
                {t`Cancel`}
              </Button>
              <Button onClick={() => void save()} loading={saving}>
                {t`Save changes`}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={() => setDraft(nutritionDraft(onboarding, goals))}>
              {t`Edit`}
            </Button>
          )
        }
      />
      <CardBody>
        <div ref={within}>
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList aria-label={t`Nutrition profile`}>
              <TabsTrigger value="basic">{t`Basic`}</TabsTrigger>
              <TabsTrigger value="goals">{t`Goals`}</TabsTrigger>
              <TabsTrigger value="preferences">{t`Preferences`}</TabsTrigger>
            </TabsList>
            <TabsContent value="basic">
              {draft ? (
                <BasicEdit draft={draft} errors={shown} onChange={change} />
              ) : (
                <BasicView onboarding={onboarding} />
              )}
            </TabsContent>
            <TabsContent value="goals">
              {draft ? (
                <GoalsEdit draft={draft} errors={shown} onChange={change} />
              ) : (
                <GoalsView goals={goals} />
              )}
            </TabsContent>
            <TabsContent value="preferences">
              {draft ? (
                <PreferencesEdit draft={draft} errors={shown} onChange={change} />
              ) : (
                <PreferencesView onboarding={onboarding} />
              )}
            </TabsContent>
          </Tabs>
        </div>
      </CardBody>
    </>
  );
}
