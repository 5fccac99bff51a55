import { useState } from 'react';

/** Which form of a list screen is open: for a new record (no id), or for the record with this id. */
interface EditorTarget<Mode extends string = 'create' | 'edit'> {
  mode: Mode;
  id?: number;
}

export function useEditorTarget<Mode extends string = 'create' | 'edit'>() {
  const [target, setTarget] = useState<EditorTarget<Mode>>();
  return {
    target,
    open: (mode: Mode, id?: number) => setTarget({ mode, id }),
    close: () => setTarget(undefined),
  };
}
