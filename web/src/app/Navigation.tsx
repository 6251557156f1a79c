import { Link, useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { logout, useSession } from "../data/index.ts";
import { Avatar, cn, DashboardIcon, LogOutIcon, MealsIcon, SettingsIcon, UserIcon } from "../ui/index.ts";
import { navItemClasses } from "./navItem.ts";
import { ThemeToggle } from "./ThemeToggle.tsx";

/** spec §2: the four links of the private layout. `compact` shows icons only (64 px sidebar). */
export function NavLinks({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  const { t } = useLingui();
  const links = [
    { to: "/dashboard", label: t`Dashboard`, Icon: DashboardIcon },
    { to: "/meals", label: t`Meals`, Icon: MealsIcon },
    { to: "/profile", label: t`Profile`, Icon: UserIcon },
    { to: "/settings", label: t`Settings`, Icon: SettingsIcon },
  ] as const;
  return (
    <ul className="flex flex-col gap-1">
      {links.map(({ to, label, Icon }) => (
        <li key={to}>
          <Link
            to={to}
            onClick={onNavigate}
            className={navItemClasses(compact)}
            aria-label={compact ? label : undefined}
            title={compact ? label : undefined}
          >
            <Icon className="size-5 shrink-0" />
            {!compact && <span className="truncate">{label}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Theme toggle, the signed-in user's avatar with name and email, and sign-out (spec §2). */
export function AccountFooter({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  const signOut = async () => {
    await logout(); // spec §4: a failing server call is ignored; the user is signed out anyway
    await navigate({ to: "/login" });
  };
  const name = user?.name ?? "";
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
      <ThemeToggle row compact={compact} />
      <div className={cn("flex items-center gap-3", compact ? "justify-center" : "px-1")}>
        <Avatar name={name} size={compact ? "sm" : "md"} />
        {!compact && (
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{name}</p>
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">{user?.email}</p>
          </div>
        )}
      </div>
      <button
        type="button"
        onClick={() => void signOut()}
        className={navItemClasses(compact)}
        aria-label={compact ? t`Sign out` : undefined}
        title={compact ? t`Sign out` : undefined}
      >
        <LogOutIcon className="size-5 shrink-0" />
        {!compact && <span>{t`Sign out`}</span>}
      </button>
    </div>
  );
}
