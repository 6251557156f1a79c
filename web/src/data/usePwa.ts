// What the screens read of the installable app (spec §1 and §4): the install and update prompts
// (pwa.ts) and the online status (the sync engine's).
import { useStore } from "zustand";
import { applyUpdate, install, isIosDevice, pwaState } from "./pwa.ts";
import { engineState } from "./syncEngine.ts";

export interface PwaView {
  canInstall: boolean;
  install(): Promise<void>;
  isIos: boolean;
  isStandalone: boolean;
  updateAvailable: boolean;
  applyUpdate(): void;
  online: boolean;
}

export function usePwa(): PwaView {
  const { installEvent, isStandalone, updateAvailable } = useStore(pwaState);
  const online = useStore(engineState, (state) => state.online);
  const isIos =
    typeof navigator !== "undefined" && isIosDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0);
  return {
    canInstall: installEvent !== null && !isStandalone,
    install,
    isIos,
    isStandalone,
    updateAvailable,
    applyUpdate,
    online,
  };
}
