import { useEffect, useState } from 'react';

/** A tab's unsaved state, reported to the card whenever it changes (JobTabProps.onDirtyChange). */
export function useDirtyReport(onDirtyChange: ((dirty: boolean) => void) | undefined) {
  const [dirty, setDirty] = useState(false);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  return { dirty, markEdited: () => setDirty(true), markSaved: () => setDirty(false) };
}
