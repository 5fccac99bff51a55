/** A vocabulary's codes (the keys of its table) as a non-empty tuple, for `z.enum` and the tables' checks. */
export const codesOf = <T extends string>(table: Record<T, unknown>) => Object.keys(table) as [T, ...T[]];
