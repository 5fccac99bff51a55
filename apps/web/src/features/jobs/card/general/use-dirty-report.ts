import { useEffect, useRef, useState } from 'react';
import { differsFrom, type GeneralValues } from './general-values';

/**
 * A tab's unsaved state, reported to the card whenever it changes (JobTabProps.onDirtyChange):
 * dirty while the form's values differ from those last loaded or saved, so undoing an edit by hand
 * makes it clean again.
 */
export function useDirtyReport(onDirtyChange: ((dirty: boolean) => void) | undefined, loaded: GeneralValues) {
  const [dirty, setDirty] = useState(false);
  const baseline = useRef(loaded);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  return {
    checkEdited: (values: object) => setDirty(differsFrom(values, baseline.current)),
    markSaved: (values: GeneralValues) => {
      baseline.current = values;
      setDirty(false);
    },
  };
}
