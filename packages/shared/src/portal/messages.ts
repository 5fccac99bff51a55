import { z } from 'zod';
import { ZLocale } from '../i18n/locale-schema';

/** spec §2.5: the page dispatchHKG messages open, with `openDetailPage=true` and the sent fields. */
export const SHIPMENT_LIST_PATH = '/shipmentList/index';

/** An address inside the app: a path, never another site (`//host` or `https:`). */
const appPath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])/);

/** spec §7: the parent portal switches the app's language (payload ours; the spec shows none). */
const ZPortalLanguageMessage = z.object({
  from: z.literal('portal'),
  type: z.literal('changeLanguage'),
  language: ZLocale,
});

/** spec §7: the parent portal asks the app to show one of its routes (payload ours). */
const ZPortalRouteMessage = z.object({
  from: z.literal('portal'),
  type: z.literal('route'),
  path: appPath,
});

/** spec §2.5/§7: an embedded page asks for the shipment list, opened on the given fields. */
const ZDispatchHkgMessage = z.object({
  from: z.literal('dispatchHKG'),
  data: z.record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean()])),
});

/** Every cross-window message the app acts on (changeSystemOffice belongs to the office dialog). */
export const ZPortalMessage = z.union([ZPortalLanguageMessage, ZPortalRouteMessage, ZDispatchHkgMessage]);
