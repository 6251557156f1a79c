import { useEffect } from "react";
import { Link, Outlet, useLocation } from "@tanstack/react-router";
import { Dialog as RadixDialog } from "radix-ui";
import { useLingui } from "@lingui/react/macro";
import { useLiveToasts } from "../data/index.ts";
import { SIDEBAR_WIDTH_PX } from "@nutrisnap/shared/constants";
import { cn, CloseIcon, focusRing, IconButton, MenuIcon, PanelLeftIcon, PlusIcon } from "../ui/index.ts";
import { isPrerendering } from "./firstFrame.ts";
import { InstallPrompt } from "./InstallPrompt.tsx";
import { Logo } from "./Logo.tsx";
import { AccountFooter, NavLinks } from "./Navigation.tsx";
import { useSidebar } from "./sidebar.ts";
import { useScrollingDown } from "./useScrollingDown.ts";
import { SyncBanner } from "./SyncBanner.tsx";
import { ThemeToggle } from "./ThemeToggle.tsx";

/**
 * spec §2 private layout: a collapsible sidebar (64/256 px) from 1024 px up; below that a top bar
 * with a drawer. Install prompt, sync status and the round log-meal button (not on /log-meal).
 */
export function PrivateLayout() {
  const { collapsed } = useSidebar();
  useLiveToasts();
  const width = collapsed ? SIDEBAR_WIDTH_PX.collapsed : SIDEBAR_WIDTH_PX.expanded;
  return (
    <div
      className="min-h-screen bg-slate-50 dark:bg-slate-950"
      style={{ ["--sidebar-width" as string]: `${width}px` }}
    >
      <DesktopSidebar />
      <MobileTopBar />
      <div className="flex min-h-screen flex-col lg:pl-(--sidebar-width) lg:transition-[padding]">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 pt-4 sm:px-6 lg:px-8">
          <SyncBanner />
        </div>
        {/* Room for the round log-meal button: below the page on phones, a right gutter from lg up. */}
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-28 sm:px-6 lg:pr-24 lg:pl-8">
          <Outlet />
        </main>
      </div>
      {/* Floating above the log-meal button: the prompt turns up seconds after load (when the
          browser offers the install) and must not push the page down (no layout shift). */}
      <div className="pointer-events-none fixed inset-x-0 bottom-24 z-20 flex justify-center px-4 lg:pl-(--sidebar-width)">
        <div className="pointer-events-auto w-full max-w-md">
          <InstallPrompt />
        </div>
      </div>
      <LogMealButton />
    </div>
  );
}

function DesktopSidebar() {
  const { t } = useLingui();
  const { collapsed, toggleCollapsed } = useSidebar();
  return (
    <aside
      className="fixed inset-y-0 left-0 z-30 hidden w-(--sidebar-width) flex-col border-r border-slate-200 bg-white px-3 py-4 transition-[width] lg:flex dark:border-slate-800 dark:bg-slate-900"
      aria-label={t`Sidebar`}
    >
      <div className={cn("flex items-center gap-2", collapsed ? "flex-col" : "justify-between")}>
        <Logo to="/dashboard" compact={collapsed} />
        <IconButton
          label={collapsed ? t`Expand sidebar` : t`Collapse sidebar`}
          aria-expanded={!collapsed}
          icon={<PanelLeftIcon className="size-5" />}
          onClick={toggleCollapsed}
          size="sm"
        />
      </div>
      <nav aria-label={t`Main`} className="mt-6 flex-1">
        <NavLinks compact={collapsed} />
      </nav>
      {/* The build's first frame has no user's avatar to draw (decision 153): the footer sits at
          the sidebar's foot and appears without moving anything above it. */}
      {!isPrerendering() && <AccountFooter compact={collapsed} />}
    </aside>
  );
}

function MobileTopBar() {
  const { t } = useLingui();
  const { drawerOpen, setDrawerOpen } = useSidebar();
  const pathname = useLocation({ select: (location) => location.pathname });
  // Following a link closes the drawer.
  useEffect(() => setDrawerOpen(false), [pathname, setDrawerOpen]);
  return (
    <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/95">
        <RadixDialog.Trigger asChild>
          <IconButton label={t`Open menu`} icon={<MenuIcon className="size-6" />} />
        </RadixDialog.Trigger>
        <Logo to="/dashboard" />
        <ThemeToggle />
      </header>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60 lg:hidden" />
        <RadixDialog.Content
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white px-3 py-4 shadow-xl focus:outline-none lg:hidden dark:bg-slate-900"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Logo to="/dashboard" />
            <RadixDialog.Close asChild>
              <IconButton label={t`Close menu`} icon={<CloseIcon className="size-5" />} />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Title className="sr-only">{t`Menu`}</RadixDialog.Title>
          <nav aria-label={t`Main`} className="mt-6 flex-1">
            <NavLinks onNavigate={() => setDrawerOpen(false)} />
          </nav>
          <AccountFooter />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * spec §2: the floating round button to /log-meal, hidden on /log-meal itself. From lg up it sits
 * in the main column's right gutter; on smaller screens it steps aside while the user scrolls
 * down, so it does not sit on the content being read.
 */
function LogMealButton() {
  const { t } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const scrollingDown = useScrollingDown();
  if (pathname === "/log-meal") return null;
  return (
    <Link
      to="/log-meal"
      aria-label={t`Log a meal`}
      title={t`Log a meal`}
      data-testid="log-meal-button"
      className={cn(
        "fixed right-5 bottom-5 z-30 flex size-14 items-center justify-center rounded-full shadow-lg transition-[transform,visibility] hover:scale-105",
        scrollingDown && "max-lg:invisible max-lg:translate-y-24",
        "bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400",
        "pb-[env(safe-area-inset-bottom)]",
        focusRing,
      )}
    >
      <PlusIcon className="size-7" />
    </Link>
  );
}
