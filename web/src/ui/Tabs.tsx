import type { ComponentProps } from "react";
import { Tabs as RadixTabs } from "radix-ui";
import { cn, focusRing } from "./cn.ts";

/** Tabs on Radix: arrow keys move between tabs, the panel follows the selected tab. */
export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...rest }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn(
        "inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 dark:bg-slate-800",
        className,
      )}
      {...rest}
    />
  );
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        "rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:text-slate-900",
        "data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
        "dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white",
        focusRing,
        className,
      )}
      {...rest}
    />
  );
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn("mt-4 rounded-lg", focusRing, className)} {...rest} />;
}
