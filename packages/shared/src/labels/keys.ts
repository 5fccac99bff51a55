import type { texts } from './en_US';

/** The catalogue's namespaces as English has them; every language has the same keys (labels.test.ts). */
export type TLabelTexts = typeof texts;
type TLabelNamespace = keyof TLabelTexts;

/** The dotted paths to the texts of a tree: `{ a: { b: 'x' } }` gives `a.b`. */
type PathsOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${PathsOf<T[K]>}`;
}[keyof T & string];

/**
 * A label of the catalogue as i18next names it, `namespace:path` (`masterData:menus.ports`): code
 * holds these keys, never the texts, so a key the catalogue lacks does not compile.
 */
export type TLabelKey = { [N in TLabelNamespace]: `${N}:${PathsOf<TLabelTexts[N]>}` }[TLabelNamespace];
