import type { RouteData, RouteDef } from '@apex/shared';
import type { z } from 'zod';
import { failureText, request } from '../../api/client';
import { type RecordRoute, useRecord } from './record-query';
import { useRecordEditor } from './use-record-editor';
import { useSaved } from './use-saved';

/** A create or update route; its body schema is the one the form validates with. */
type SaveRoute = RouteDef & { body: z.ZodObject };

interface EntityEditorOptions<G extends RecordRoute> {
  /** The record to edit; none for a new one. */
  id: number | undefined;
  /** How the record is read (fresh, when the form opens) and saved: `API.offices`, say. */
  routes: { get: G; create?: SaveRoute; update: SaveRoute };
  /** The form's values for a new record. */
  blank?: object;
  /** The form's values from the record; by default the record itself (the schema keeps what it knows). */
  valuesOf?: (record: RouteData<G>) => object;
  savedText: string;
  onClose: () => void;
}

// The save sends the version the record was read at (optimistic concurrency).
const versionOf = (record: unknown) => ({ version: (record as { version: number }).version });

/**
 * The form of a list screen, new or edit: reads the record it edits, validates with the body
 * schema of the route that saves it, sends the version it read, and closes and refreshes the
 * lists once saved. Spread `frame` on the EditorFrame.
 */
export function useEntityEditor<G extends RecordRoute>(options: EntityEditorOptions<G>) {
  const { id, routes, valuesOf = (record) => record as object } = options;
  const record = useRecord(routes.get, id);
  const onSaved = useSaved(routes.get.tag, options.savedText, options.onClose);
  const saveRoute = id !== undefined || !routes.create ? routes.update : routes.create;
  const editor = useRecordEditor({
    schema: saveRoute.body,
    base: record.data ? versionOf(record.data) : undefined,
    save: (body) => request(saveRoute, { params: id === undefined ? undefined : { id }, body }, { isStopError: true }),
    onSaved,
    reload: async () => {
      const { data } = await record.refetch();
      return data && valuesOf(data);
    },
  });
  const frame = {
    open: true,
    editor,
    loading: id !== undefined && record.isPending,
    failure: record.error ? failureText(record.error) : undefined,
    initialValues: record.data ? valuesOf(record.data) : options.blank,
    onClose: options.onClose,
  };
  return { editor, record: record.data, frame };
}
