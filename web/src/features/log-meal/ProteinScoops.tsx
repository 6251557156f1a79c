import { useEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { cn, focusRing } from "../../ui/index.ts";
import { CupIcon, ZapIcon } from "../../ui/moreIcons.tsx";
import { HOLD_MS, holdArmed, proteinStep, type ProteinEvent, type Scoops } from "./proteinControl.ts";
import { playScoopSound, type PlayingSound } from "./proteinSound.ts";

export interface ProteinScoopsProps {
  value: Scoops;
  onChange: (value: Scoops) => void;
}

/**
 * spec §2 added-protein control: a tap cycles 0, 1, 2, 0; holding 1 s at 2 jumps to 3 with a sound
 * (volume 0.8) and a special icon; a tap at 3 resets to 0 and stops the sound.
 */
export function ProteinScoops({ value, onChange }: ProteinScoopsProps) {
  const { t } = useLingui();
  const holdTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A press that ended in the hold must not also count as a tap when released.
  const swallowClick = useRef(false);
  const sound = useRef<PlayingSound | null>(null);
  const [playing, setPlaying] = useState(false);

  const stopSound = () => {
    sound.current?.stop();
    sound.current = null;
    setPlaying(false);
  };

  const apply = (event: ProteinEvent) => {
    const step = proteinStep(value, event);
    if (step.sound === "stop") stopSound();
    if (step.sound === "start") {
      stopSound();
      const started = playScoopSound();
      sound.current = started;
      setPlaying(true);
      void started?.ended.then(() => {
        if (sound.current === started) {
          sound.current = null;
          setPlaying(false);
        }
      });
    }
    if (step.scoops !== value) onChange(step.scoops);
  };

  const cancelHold = () => clearTimeout(holdTimer.current);
  const startHold = () => {
    cancelHold();
    if (!holdArmed(value)) return;
    holdTimer.current = setTimeout(() => {
      swallowClick.current = true;
      apply({ kind: "held" });
    }, HOLD_MS);
  };

  useEffect(
    () => () => {
      clearTimeout(holdTimer.current);
      sound.current?.stop();
    },
    [],
  );

  // The form's reset (value back to 0 from outside) also silences the sound.
  useEffect(() => {
    if (value !== 3 && sound.current) stopSound();
  }, [value]);

  const special = value === 3;
  const description =
    value === 0
      ? t`No added protein`
      : special
        ? t`3 scoops: maximum protein!`
        : value === 1
          ? t`1 scoop of protein powder`
          : t`2 scoops of protein powder`;

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-slate-800 dark:text-slate-200">{t`Added protein`}</span>
      <button
        type="button"
        onPointerDown={startHold}
        onPointerUp={cancelHold}
        onPointerLeave={cancelHold}
        onPointerCancel={cancelHold}
        onContextMenu={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          if ((event.key === " " || event.key === "Enter") && !event.repeat) startHold();
        }}
        onKeyUp={cancelHold}
        onClick={() => {
          if (swallowClick.current) {
            swallowClick.current = false;
            return;
          }
          apply({ kind: "tap" });
        }}
        aria-label={t`Added protein scoops`}
        aria-description={t`Tap to change; hold for 1 second at 2 scoops`}
        data-scoops={value}
        data-sound={playing ? "playing" : "off"}
        className={cn(
          "flex min-h-14 w-full items-center gap-3 rounded-xl border px-4 py-2 text-left transition-colors select-none sm:w-auto",
          "touch-manipulation [-webkit-touch-callout:none]",
          special
            ? "border-amber-500 bg-gradient-to-r from-amber-100 to-orange-100 text-amber-950 shadow-md shadow-amber-500/20 dark:border-amber-400 dark:from-amber-950 dark:to-orange-950 dark:text-amber-100"
            : value > 0
              ? "border-brand-700 bg-brand-50 text-brand-900 dark:border-brand-400 dark:bg-brand-950 dark:text-brand-100"
              : "border-slate-300 bg-white text-slate-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200",
          focusRing,
        )}
      >
        <span className="flex items-center gap-1" aria-hidden="true">
          {special ? (
            <span className="flex size-9 items-center justify-center rounded-full bg-amber-500 text-white shadow dark:bg-amber-400 dark:text-amber-950">
              <ZapIcon className="size-5" data-testid="protein-special-icon" fill="currentColor" />
            </span>
          ) : (
            [1, 2].map((scoop) => (
              <CupIcon
                key={scoop}
                className={cn(
                  "size-6",
                  scoop <= value
                    ? "text-brand-700 dark:text-brand-400"
                    : "text-slate-300 dark:text-slate-600",
                )}
              />
            ))
          )}
        </span>
        <span className="flex flex-col">
          <span className="text-sm font-semibold" aria-live="polite">
            {description}
          </span>
          <span className="text-xs opacity-80">{t`Tap to change; hold for 1 second at 2 scoops`}</span>
        </span>
      </button>
    </div>
  );
}
