const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Longer initials need smaller letters to fit the square. */
const FONT_SIZE = [48, 48, 38, 28, 22] as const;

/**
 * A plain monogram for a carrier's tile: white initials on its colour, drawn here so the demo data
 * carries no company's real logo and needs nothing from the network.
 */
export function monogramSvg(initials: string, colour: string): string {
  const text = initials.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
  const size = FONT_SIZE[Math.min(initials.length, FONT_SIZE.length - 1)];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="18" fill="${colour}"/>`,
    `<text x="48" y="49" text-anchor="middle" dominant-baseline="central" fill="#fff"`,
    ` font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}">${text}</text>`,
    '</svg>',
  ].join('');
}
