import type { TLocale } from '@apex/shared/i18n';
import { SHIPMENT_LIST_PATH, ZPortalMessage } from '@apex/shared/portal';

/** What a cross-window message asks of the app. */
type PortalAction =
  | { kind: 'changeLanguage'; locale: TLocale }
  | { kind: 'navigate'; to: string }
  /** Not for this handler (another listener's, or a browser extension's): nothing happens. */
  | { kind: 'ignore' }
  /** Untrusted or unreadable: spec §7 logs it to the console only. */
  | { kind: 'refuse'; reason: string };

const OUR_SENDERS = new Set(['portal', 'dispatchHKG']);

function decode(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * spec §7 cross-window messages: only the app's own origin and the configured portal origins are
 * heard; a dispatchHKG message opens the shipment list on its fields (spec §2.5).
 */
export function readPortalMessage(
  event: { origin: string; data: unknown },
  trustedOrigins: readonly string[],
): PortalAction {
  const data = decode(event.data);
  const from = typeof data === 'object' && data !== null ? (data as { from?: unknown }).from : undefined;
  if (typeof event.data === 'string' && data === undefined) return { kind: 'refuse', reason: 'unparseable' };
  if (typeof from !== 'string' || !OUR_SENDERS.has(from)) return { kind: 'ignore' };
  if (!trustedOrigins.includes(event.origin)) return { kind: 'refuse', reason: `origin ${event.origin}` };
  const parsed = ZPortalMessage.safeParse(data);
  if (!parsed.success) return { kind: 'refuse', reason: 'unparseable' };
  const message = parsed.data;
  if (message.from === 'dispatchHKG') {
    const query = new URLSearchParams({ openDetailPage: 'true' });
    for (const [key, value] of Object.entries(message.data))
      if (key !== 'openDetailPage') query.set(key, String(value));
    return { kind: 'navigate', to: `${SHIPMENT_LIST_PATH}?${query}` };
  }
  if (message.type === 'changeLanguage') return { kind: 'changeLanguage', locale: message.language };
  return { kind: 'navigate', to: message.path };
}
