/** One changed field of an update, as changedFields (server, platform/audit/changes.ts) records it. */
interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A log row's detail split for reading: its `changes` (`{ field: [before, after] }`) as rows, and
 * whatever else it carried; undefined when there is nothing else.
 */
export function splitDetail(detail: unknown): { changes: FieldChange[]; rest: unknown } {
  if (!isRecord(detail)) return { changes: [], rest: detail ?? undefined };
  const { changes, ...others } = detail;
  const rows = isRecord(changes)
    ? Object.entries(changes).flatMap(([field, pair]) =>
        Array.isArray(pair) && pair.length === 2 ? [{ field, before: pair[0], after: pair[1] }] : [],
      )
    : [];
  const rest = isRecord(changes) ? others : detail;
  return { changes: rows, rest: Object.keys(rest).length > 0 ? rest : undefined };
}
