import { z } from 'zod';
import { addMessageIssue } from '../api/issues';
import { labelTexts, type TLabelKey } from '../labels';

/** "Overseas agent", "overseas_agent" and "OVERSEAS-AGENT" are one name. */
const nameKey = (name: string) =>
  name
    .trim()
    .replace(/[\s-]+/g, '_')
    .toUpperCase();

/**
 * Reads one value of a closed list of codes from an Excel cell: the code itself or its label in
 * any of the three languages, whatever the case and spacing; anything else is an issue on the
 * cell naming the codes it may hold. It reads the label catalogue in every language, so only the
 * import rows (…-import.ts, which the web does not load) use it.
 */
function codeReader<C extends string>(codes: readonly C[], labels: Partial<Record<C, TLabelKey>> = {}) {
  const byName = new Map<string, C>();
  for (const code of codes) {
    byName.set(nameKey(code), code);
    const label = labels[code];
    if (label) for (const name of Object.values(labelTexts(label))) byName.set(nameKey(name), code);
  }
  return (name: string, ctx: z.RefinementCtx) => {
    const code = byName.get(nameKey(name));
    if (!code) addMessageIssue(ctx, [], 'import.unknownCode', { value: name, allowed: codes.join(', ') });
    return code;
  };
}

/** Separators a user types between codes in one cell: commas (ASCII or Chinese), semicolons, 、. */
const LIST_SEPARATORS = /[,，;；、]/;

/** A cell holding one code of the list (or its label); blank is left to the create's own field. */
export function codeCell<C extends string>(codes: readonly C[], labels?: Partial<Record<C, TLabelKey>>) {
  const read = codeReader(codes, labels);
  return z
    .string()
    .optional()
    .transform((cell, ctx) => (cell?.trim() ? read(cell, ctx) : undefined));
}

/** A cell holding several codes of the list (or their labels) separated by commas; none is blank. */
export function codeListCell<C extends string>(codes: readonly C[], labels?: Partial<Record<C, TLabelKey>>) {
  const read = codeReader(codes, labels);
  return z
    .string()
    .optional()
    .transform((cell, ctx) =>
      (cell ?? '')
        .split(LIST_SEPARATORS)
        .map((name) => name.trim())
        .filter(Boolean)
        .map((name) => read(name, ctx))
        .filter((code): code is C => code !== undefined),
    );
}

/**
 * A template row read as `create` reads a request, after the cells that name codes (`cells`) have
 * been read as codes and then checked by the create's own field (a blank one is "required"): every
 * cell's problem is told at once, then the create's rules across fields apply.
 */
export function withCodeCells<S extends z.ZodObject>(create: S, cells: Record<string, z.ZodType<unknown>>) {
  const read = Object.fromEntries(
    Object.entries(cells).map(([key, cell]) => [key, cell.pipe(create.shape[key] as z.ZodType<unknown>)]),
  );
  return z.object({ ...create.shape, ...read }).pipe(create);
}
