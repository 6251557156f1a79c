import { useRef } from "react";
import { useLingui } from "@lingui/react/macro";
import { MEAL_TYPES, ANALYSIS_STATUSES } from "@nutrisnap/shared/constants";
import { Button, CloseIcon, Select, TextField } from "../../ui/index.ts";
import { SearchIcon } from "../../ui/moreIcons.tsx";
import {
  DEFAULT_FILTERS,
  filtersActive,
  type DateRange,
  type MealFilters,
  type StatusFilter,
  type TypeFilter,
} from "./mealFilters.ts";
import { mealTypeLabels, statusLabels } from "./mealLabels.tsx";

export interface MealFiltersBarProps {
  value: MealFilters;
  onChange: (value: MealFilters) => void;
}

/** spec §2 search, date range (with custom dates), type and status filters, and 'clear filters'. */
export function MealFiltersBar({ value, onChange }: MealFiltersBarProps) {
  const { t, i18n } = useLingui();
  const set = (patch: Partial<MealFilters>) => onChange({ ...value, ...patch });
  const searchBox = useRef<HTMLDivElement>(null);
  // Clear filters goes once they are cleared: the focus goes to the search box, not the page's top.
  const clear = () => {
    onChange(DEFAULT_FILTERS);
    searchBox.current?.querySelector("input")?.focus();
  };
  const ranges: { value: DateRange; label: string }[] = [
    { value: "today", label: t`Today` },
    { value: "yesterday", label: t`Yesterday` },
    { value: "thisWeek", label: t`Last 7 days` },
    { value: "thisMonth", label: t`Last 30 days` },
    { value: "custom", label: t`Custom range` },
  ];
  const types: { value: TypeFilter; label: string }[] = [
    { value: "all", label: t`All types` },
    ...MEAL_TYPES.map((type) => ({ value: type, label: i18n._(mealTypeLabels[type]) })),
  ];
  const statuses: { value: StatusFilter; label: string }[] = [
    { value: "all", label: t`All statuses` },
    ...ANALYSIS_STATUSES.map((status) => ({ value: status, label: i18n._(statusLabels[status]) })),
  ];
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="relative" ref={searchBox}>
        <SearchIcon className="pointer-events-none absolute top-[2.4rem] left-3 z-10 size-4 text-slate-500 dark:text-slate-400" />
        <TextField
          label={t`Search meals`}
          type="search"
          value={value.search}
          onChange={(event) => set({ search: event.target.value })}
          placeholder={t`Search by title, food or note`}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Select
          className="col-span-2 sm:col-span-1"
          label={t`Date range`}
          value={value.range}
          onValueChange={(range) => set({ range })}
          options={ranges}
        />
        <Select
          label={t`Meal type`}
          value={value.type}
          onValueChange={(type) => set({ type })}
          options={types}
        />
        <Select
          label={t`Status`}
          value={value.status}
          onValueChange={(status) => set({ status })}
          options={statuses}
        />
      </div>
      {value.range === "custom" && (
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <TextField
            label={t`From`}
            type="date"
            value={value.customStart}
            onChange={(event) => set({ customStart: event.target.value })}
          />
          <TextField
            label={t`To`}
            type="date"
            value={value.customEnd}
            onChange={(event) => set({ customEnd: event.target.value })}
          />
        </div>
      )}
      {filtersActive(value) && (
        <div>
          <Button variant="ghost" size="sm" onClick={clear} className="-ml-2">
            <CloseIcon className="size-4" />
            {t`Clear filters`}
          </Button>
        </div>
      )}
    </div>
  );
}
