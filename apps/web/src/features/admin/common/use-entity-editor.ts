import type { RouteData, TEnvelope } from '@apex/shared';
import type { z } from 'zod';
import { failureText } from '../../../api/client';
import { type RecordRoute, useRecord } from './record-query';
import { useRecordEditor } from './use-record-editor';
import { useSaved } from './use-saved';

type Save<S extends z.ZodType> = (body: z.output<S>, id: number) => Promise<TEnvelope<unknown>>;

interface EntityEditorOptions<R extends RecordRoute, C extends z.ZodType, U extends z.ZodType> {
  /** The record to edit; none for a new one. */
  id: number | undefined;
  /** How the record is read (fresh, when the form opens). */
  route: R;
  create?: { schema: C; save: (body: z.output<C>) => Promise<TEnvelope<unknown>> };
  update: { schema: U; save: Save<U> };
  /** The form's values for a new record. */
  blank?: object;
  /** The form's values from the record; by default the record itself (the schema keeps what it knows). */
  valuesOf?: (record: RouteData<R>) => object;
  savedText: string;
  onClose: () => void;
}

// The save sends the version the record was read at (optimistic concurrency).
const versionOf = (record: unknown) => ({ version: (record as { version: number }).version });

/**
 * The form of a list screen, new or edit: reads the record it edits, validates with the shared
 * request schema of the save, sends the version it read, and closes and refreshes the lists once
 * saved. Spread `frame` on the EditorFrame.
 */
export function useEntityEditor<R extends RecordRoute, C extends z.ZodType, U extends z.ZodType>(
  options: EntityEditorOptions<R, C, U>,
) {
  const { id, route, create, update, valuesOf = (record) => record as object } = options;
  const record = useRecord(route, id);
  const onSaved = useSaved(route.tag, options.savedText, options.onClose);
  const editing = id !== undefined;
  const editor = useRecordEditor<z.ZodType, unknown>({
    schema: editing || !create ? update.schema : create.schema,
    base: record.data ? versionOf(record.data) : undefined,
    save: (body) => (editing || !create ? update.save(body as z.output<U>, id!) : create.save(body as z.output<C>)),
    onSaved,
    reload: async () => {
      const { data } = await record.refetch();
      return data && valuesOf(data);
    },
  });
  const frame = {
    open: true,
    editor,
    loading: editing && record.isPending,
    failure: record.error ? failureText(record.error) : undefined,
    initialValues: record.data ? valuesOf(record.data) : options.blank,
    onClose: options.onClose,
  };
  return { editor, record: record.data, frame };
}
