// spec §2 added-protein control as a pure state machine: a tap cycles 0, 1, 2, 0; holding for
// 1 s at 2 jumps to 3 (sound and special icon); a tap at 3 resets to 0 (and stops the sound).
import { ADDED_PROTEIN } from "@nutrisnap/shared/constants";

export type Scoops = 0 | 1 | 2 | 3;

export type ProteinEvent = { kind: "tap" } | { kind: "held" };

export interface ProteinStep {
  scoops: Scoops;
  /** What the sound should do after this step. */
  sound: "start" | "stop" | "keep";
}

export const HOLD_MS = ADDED_PROTEIN.holdMs;

/** The next state. A hold only counts at 2 scoops; elsewhere it changes nothing. */
export function proteinStep(scoops: Scoops, event: ProteinEvent): ProteinStep {
  if (event.kind === "held") {
    return scoops === 2 ? { scoops: 3, sound: "start" } : { scoops, sound: "keep" };
  }
  if (scoops === 3) return { scoops: 0, sound: "stop" };
  return { scoops: ((scoops + 1) % 3) as Scoops, sound: "keep" };
}

/** Whether pressing and holding can reach the special state from here. */
export function holdArmed(scoops: Scoops): boolean {
  return scoops === 2;
}
