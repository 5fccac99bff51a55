import { z } from 'zod';

/** Route meta values of the menu `target` field (spec §2.6). */
const MENU_TARGETS = ['', '_blank'] as const;

/** The product's own system code (spec §3 Settings); other app codes become embedded pages. */
export const OWN_APP_CODE = 'sc_ocean_web';

const ZMenuNames = z.object({ en_US: z.string(), zh_CN: z.string(), zh_HK: z.string() });

/** spec §2.6: a menu item as the server sends it in GetCurrentUser's menulist. */
export const ZMenuItem = z.object({
  id: z.number().int(),
  pId: z.number().int(),
  level: z.number().int().min(1).max(3),
  url: z.string(),
  aurl: z.string(),
  target: z.enum(MENU_TARGETS),
  app_code: z.string(),
  /** In the caller's language; `names` has all three so the client can switch without a call. */
  name: z.string(),
  names: ZMenuNames,
  icon: z.string(),
  sort: z.number().int(),
});
export type TMenuItem = z.infer<typeof ZMenuItem>;
