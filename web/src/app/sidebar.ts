import { create } from "zustand";

// The desktop sidebar is 256 px wide or collapsed to 64 px (spec §9); the choice survives reloads.
const KEY = "sidebar_collapsed";

const read = (): boolean => {
  try {
    return localStorage.getItem(KEY) === "true";
  } catch {
    return false;
  }
};

interface SidebarState {
  collapsed: boolean;
  toggleCollapsed: () => void;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
}

export const useSidebar = create<SidebarState>((set, get) => ({
  collapsed: typeof localStorage === "undefined" ? false : read(),
  toggleCollapsed: () => {
    const collapsed = !get().collapsed;
    try {
      localStorage.setItem(KEY, String(collapsed));
    } catch {
      // Not remembering the width is harmless.
    }
    set({ collapsed });
  },
  drawerOpen: false,
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
}));
