import type { ReactNode } from "react";
import { Toggle } from "radix-ui";
import { useLingui } from "@lingui/react/macro";
import type { AnalysisContext } from "@nutrisnap/shared/api";
import type { PortionConsumed } from "@nutrisnap/shared/constants";
import { Button, Card, CardBody, CardHeader, CheckIcon, cn, focusRing } from "../../ui/index.ts";
import { SegmentedControl } from "../../ui/SegmentedControl.tsx";
import { BLANK_CONTEXT, isBlankContext } from "./analysisContext.ts";
import { ProteinScoops } from "./ProteinScoops.tsx";
import type { Scoops } from "./proteinControl.ts";

export interface ContextHintsProps {
  value: AnalysisContext;
  onChange: (value: AnalysisContext) => void;
}

function HintToggle({
  pressed,
  onPressedChange,
  children,
}: {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Toggle.Root
      pressed={pressed}
      onPressedChange={onPressedChange}
      className={cn(
        "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors",
        "border-slate-300 bg-white text-slate-700 hover:border-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200",
        "data-[state=on]:border-brand-700 data-[state=on]:bg-brand-50 data-[state=on]:text-brand-900 dark:data-[state=on]:border-brand-400 dark:data-[state=on]:bg-brand-950 dark:data-[state=on]:text-brand-100",
        focusRing,
      )}
    >
      {pressed && <CheckIcon className="size-4" />}
      {children}
    </Toggle.Root>
  );
}

/** spec §2 optional context hints, shown once a photo is added; 'skip context' blanks them. */
export function ContextHints({ value, onChange }: ContextHintsProps) {
  const { t } = useLingui();
  const set = (patch: Partial<AnalysisContext>) => onChange({ ...value, ...patch });
  const portions: { value: PortionConsumed; label: string }[] = [
    { value: "quarter", label: t`¼` },
    { value: "third", label: t`⅓` },
    { value: "half", label: t`½` },
    { value: "three_quarters", label: t`¾` },
    { value: "all", label: t`All` },
  ];
  return (
    <Card>
      <CardHeader
        title={t`Help the analysis`}
        description={t`Optional hints that make the estimate more accurate.`}
        actions={
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(BLANK_CONTEXT)}
            disabled={isBlankContext(value)}
          >
            {t`Skip context`}
          </Button>
        }
      />
      <CardBody className="flex flex-col gap-5">
        <div className="flex flex-wrap gap-2" role="group" aria-label={t`About the photos and the meal`}>
          <HintToggle pressed={value.multiple_angles} onPressedChange={(on) => set({ multiple_angles: on })}>
            {t`Several angles of one dish`}
          </HintToggle>
          <HintToggle pressed={value.shared_meal} onPressedChange={(on) => set({ shared_meal: on })}>
            {t`Shared meal`}
          </HintToggle>
          <HintToggle pressed={value.leftovers} onPressedChange={(on) => set({ leftovers: on })}>
            {t`Leftovers`}
          </HintToggle>
          <HintToggle pressed={value.sugar_free} onPressedChange={(on) => set({ sugar_free: on })}>
            {t`Sugar free`}
          </HintToggle>
        </div>
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium text-slate-800 dark:text-slate-200">{t`Portion eaten`}</span>
          <SegmentedControl
            label={t`Portion eaten`}
            value={value.portion_consumed}
            // Tapping the chosen portion again unselects it (spec §2).
            allowEmpty
            onValueChange={(next) => set({ portion_consumed: next })}
            options={portions}
          />
        </div>
        <ProteinScoops
          value={value.added_protein as Scoops}
          onChange={(scoops) => set({ added_protein: scoops })}
        />
      </CardBody>
    </Card>
  );
}
