/**
 * The card of the sign-in screens while a page's code is on its way, shown the moment its link is
 * followed: the page left behind must not stay, since its fields would take what is typed and then
 * be replaced (docs/decisions/115). Nothing here to type into. It pulses only after 2 s on screen
 * (decision 194).
 */
export function AuthCardSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16" aria-busy="true">
      <div className="h-96 animate-pulse-late rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900" />
    </div>
  );
}
