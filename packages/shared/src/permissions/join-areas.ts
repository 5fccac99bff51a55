import type { PermissionDef } from './permission-def';

/** `A | B` → `A & B`: the joined map has every area's codes, each with its own literal type. */
type Joined<U> = (U extends unknown ? (area: U) => void : never) extends (joined: infer I) => void ? I : never;

/** The areas' permissions as one map. A code declared by two areas is a mistake, refused at start. */
export function joinPermissionAreas<A extends Record<string, PermissionDef>[]>(...areas: A): Joined<A[number]> {
  const joined: Record<string, PermissionDef> = {};
  for (const area of areas)
    for (const [code, def] of Object.entries(area)) {
      if (Object.hasOwn(joined, code)) throw new Error(`Permission ${code} is declared by two areas`);
      joined[code] = def;
    }
  return joined as Joined<A[number]>;
}
