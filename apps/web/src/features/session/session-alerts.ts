import { create } from 'zustand';

interface SessionAlerts {
  /** Set when the token validation answers no data (spec §8); an empty menu shows it as well. */
  noMenu: boolean;
  showNoMenu: () => void;
}

export const useSessionAlerts = create<SessionAlerts>((set) => ({
  noMenu: false,
  showNoMenu: () => set({ noMenu: true }),
}));
