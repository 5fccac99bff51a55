const comparable = (value: unknown) => JSON.stringify(Array.isArray(value) ? [...value].sort() : value);

/**
 * The fields an update changes, as `{ field: [before, after] }`, for the operation log's detail.
 * Lists count as sets: granting the same codes in another order is no change.
 */
export function changedFields<T extends object>(before: T, after: Partial<T>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = (before as Record<string, unknown>)[key];
    if (comparable(old) !== comparable(value)) changes[key] = [old, value];
  }
  return changes;
}
