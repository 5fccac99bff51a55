import type { TJobFieldChange, TJobFieldConfig, TJobFieldName } from '@apex/shared/master';
import { useState } from 'react';

type Switches = Pick<TJobFieldConfig, 'requiredOnNew' | 'requiredOnEdit'>;
export type SwitchName = keyof Switches;

/**
 * A field's switches after one is flipped, keeping the rule the server checks: a field required on
 * new is required on edit, so switching on "new" switches on "edit", and switching off "edit"
 * switches off "new".
 */
export function flipped(current: Switches, name: SwitchName, on: boolean): Switches {
  if (name === 'requiredOnNew') return { requiredOnNew: on, requiredOnEdit: on || current.requiredOnEdit };
  return { requiredOnEdit: on, requiredOnNew: on && current.requiredOnNew };
}

/** The switches changed on screen but not saved yet, over the rows as loaded. */
export function useJobFieldDraft(rows: readonly TJobFieldConfig[]) {
  const [draft, setDraft] = useState<Partial<Record<TJobFieldName, Switches>>>({});
  const current = (row: TJobFieldConfig): Switches => draft[row.fieldName] ?? row;

  const flip = (row: TJobFieldConfig, name: SwitchName, on: boolean) => {
    const next = flipped(current(row), name, on);
    const same = next.requiredOnNew === row.requiredOnNew && next.requiredOnEdit === row.requiredOnEdit;
    setDraft(({ [row.fieldName]: _, ...rest }) => (same ? rest : { ...rest, [row.fieldName]: next }));
  };

  // Each change names the version of the row it was made on (optimistic concurrency per field).
  const changes: TJobFieldChange[] = rows.flatMap((row) => {
    const switches = draft[row.fieldName];
    return switches ? [{ fieldName: row.fieldName, ...switches, version: row.version }] : [];
  });

  return { current, flip, changes, clear: () => setDraft({}) };
}
