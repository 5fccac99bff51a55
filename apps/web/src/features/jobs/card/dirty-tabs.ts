/**
 * Which of a job card's tabs hold unsaved edits: each tab reports through its own `onDirtyChange`,
 * and the card asks before closing while any is dirty (spec §4).
 */
export function createDirtyTabs() {
  const dirty = new Set<string>();
  return {
    /** The `onDirtyChange` of one tab. */
    reporter: (tab: string) => (isDirty: boolean) => {
      if (isDirty) dirty.add(tab);
      else dirty.delete(tab);
    },
    any: () => dirty.size > 0,
  };
}
