import { z } from 'zod';

/** spec §2.7: what the embedded change-office page posts to the app. */
const ZOfficeMessage = z.discriminatedUnion('type', [
  z.object({
    from: z.literal('changeSystemOffice'),
    type: z.literal('confirm'),
    officeCode: z.string().trim().min(1).max(20),
    url: z.string().max(2000).optional(),
  }),
  z.object({ from: z.literal('changeSystemOffice'), type: z.literal('close') }),
]);
export type TOfficeMessage = z.infer<typeof ZOfficeMessage>;

interface Received {
  origin: string;
  source: unknown;
  data: unknown;
}

/**
 * The dialog's page's message, if this is one: it must come from the embedded page itself (its
 * window and its origin) and say from=changeSystemOffice. Data may be an object or its JSON text.
 */
export function readOfficeMessage(
  event: Received,
  page: { origin: string; window: unknown },
): TOfficeMessage | undefined {
  if (event.origin !== page.origin || event.source !== page.window || event.source == null) return undefined;
  let data = event.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  const parsed = ZOfficeMessage.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}
