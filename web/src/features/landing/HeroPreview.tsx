import { Fragment } from "react";
import { useLingui } from "@lingui/react/macro";
import { useFormat } from "../../i18n/format.ts";
import { ProgressBar } from "../../ui/index.ts";

/** An illustration of an analysed meal for the hero; decorative figures, not the user's data. */
export function HeroPreview() {
  const { t } = useLingui();
  const format = useFormat();
  const items = [
    { name: t`Grilled salmon`, kcal: 367 },
    { name: t`Brown rice`, kcal: 216 },
    { name: t`Avocado`, kcal: 120 },
  ];
  const macros = [
    { label: t`Protein`, value: 72, tone: "blue" },
    { label: t`Carbs`, value: 55, tone: "yellow" },
    { label: t`Fat`, value: 48, tone: "green" },
  ] as const;
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm">
      <div className="absolute -inset-3 -z-0 rounded-[2.5rem] sm:-inset-6 bg-gradient-to-br from-brand-200 to-sky-200 opacity-60 blur-2xl dark:from-brand-900 dark:to-sky-950" />
      <div className="relative rounded-3xl border border-slate-200 bg-white p-5 shadow-xl dark:border-slate-700 dark:bg-slate-900">
        <div className="flex h-40 items-end rounded-2xl bg-[radial-gradient(circle_at_30%_40%,#fb923c_0,#fb923c_18%,transparent_19%),radial-gradient(circle_at_65%_55%,#a3e635_0,#a3e635_14%,transparent_15%),radial-gradient(circle_at_55%_30%,#fde68a_0,#fde68a_16%,transparent_17%),linear-gradient(135deg,#e2e8f0,#cbd5e1)] p-3 dark:bg-[radial-gradient(circle_at_30%_40%,#ea580c_0,#ea580c_18%,transparent_19%),radial-gradient(circle_at_65%_55%,#65a30d_0,#65a30d_14%,transparent_15%),radial-gradient(circle_at_55%_30%,#ca8a04_0,#ca8a04_16%,transparent_17%),linear-gradient(135deg,#334155,#1e293b)]">
          <span className="rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-slate-900">
            {format.number(703)} kcal
          </span>
        </div>
        <ul className="mt-4 space-y-2 text-sm">
          {items.map((item) => (
            <li key={item.name} className="flex justify-between text-slate-700 dark:text-slate-300">
              <span>{item.name}</span>
              <span className="font-medium">{format.number(item.kcal)} kcal</span>
            </li>
          ))}
        </ul>
        <div className="mt-4 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-xs text-slate-600 dark:text-slate-400">
          {macros.map((macro) => (
            <Fragment key={macro.label}>
              <span>{macro.label}</span>
              <ProgressBar value={macro.value} label={macro.label} tone={macro.tone} size="sm" />
            </Fragment>
          ))}
        </div>
      </div>
    </div>
  );
}
