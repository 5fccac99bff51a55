/** How soon a carrier's cut-off is: amber within 48 hours, red once past (issue 19, the booking desk). */
type TCutoffUrgency = 'past' | 'soon' | null;

const SOON_MS = 48 * 3_600_000;

export function cutoffUrgency(at: string | null, now: Date): TCutoffUrgency {
  if (!at) return null;
  const left = new Date(at).getTime() - now.getTime();
  if (left < 0) return 'past';
  return left <= SOON_MS ? 'soon' : null;
}
