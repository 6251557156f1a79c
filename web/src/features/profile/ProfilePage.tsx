import { useLingui } from "@lingui/react/macro";
import { useProfile } from "../../data/index.ts";
import { Avatar, Skeleton } from "../../ui/index.ts";
import { AccountSection } from "./AccountSection.tsx";
import { ChangePasswordForm } from "./ChangePasswordForm.tsx";
import { NutritionProfileCard } from "./NutritionProfileCard.tsx";
import { ProfileForm } from "./ProfileForm.tsx";

/** spec §2 Profile: header, nutrition profile, profile form, password, account and its actions. */
export function ProfilePage() {
  const { t } = useLingui();
  const user = useProfile();
  if (!user) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-16 w-72" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <header className="flex items-center gap-4">
        <Avatar name={user.name} size="lg" />
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {user.name}
          </h1>
          <p className="truncate text-slate-600 dark:text-slate-400">{user.email}</p>
        </div>
        <span className="sr-only">{t`Profile`}</span>
      </header>
      <NutritionProfileCard />
      <ProfileForm key={user.id} user={user} />
      <ChangePasswordForm />
      <AccountSection user={user} />
    </div>
  );
}
