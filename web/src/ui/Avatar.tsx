import { cn } from "./cn.ts";
import { avatarColour, avatarInitials } from "./avatar.ts";

const sizes = { sm: "size-8 text-xs", md: "size-10 text-sm", lg: "size-16 text-xl" } as const;

/** Initials on a colour chosen by the name (spec §2); decorative, the name is shown beside it. */
export function Avatar({
  name,
  size = "md",
  className,
}: {
  name: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white",
        avatarColour(name),
        sizes[size],
        className,
      )}
    >
      {avatarInitials(name)}
    </span>
  );
}
