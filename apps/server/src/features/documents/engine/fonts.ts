import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TLocale } from '@apex/shared';
import * as fontkit from 'fontkit';

/**
 * The fonts come from npm (docs/decisions.md, "Printed documents"): Noto Sans SC and TC, static
 * TrueType weights, resolved in node_modules at run time so that neither the server's bundle nor
 * the machine's system fonts matter. Both cover Latin text, so one family prints a whole page.
 */
const FILES = {
  sc: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  scBold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  tc: '@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf',
  tcBold: '@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf',
} as const;

export type FontName = keyof typeof FILES;
export const FONT_NAMES = Object.keys(FILES) as FontName[];

const resolveModule = createRequire(import.meta.url).resolve;
const bytes = new Map<FontName, Buffer>();

/** A font file's bytes, read once per process (10 MB each; pdfkit subsets what a document uses). */
export function fontBytes(name: FontName): Buffer {
  let data = bytes.get(name);
  if (!data) {
    data = readFileSync(resolveModule(FILES[name]));
    bytes.set(name, data);
  }
  return data;
}

let tcCoverage: fontkit.Font | undefined;
function tcFont(): fontkit.Font {
  tcCoverage ??= fontkit.create(fontBytes('tc')) as fontkit.Font;
  return tcCoverage;
}

/**
 * zh_HK prints in the Traditional font, the others in the Simplified one. Data is printed as
 * stored, and the TC font lacks some Simplified characters (进, 贸, 区): a text holding one is
 * printed whole in SC, which has both scripts, rather than with blanks in it.
 */
export function fontFor(locale: TLocale, text: string, bold: boolean): FontName {
  if (locale !== 'zh_HK' || !coversAll(tcFont(), text)) return bold ? 'scBold' : 'sc';
  return bold ? 'tcBold' : 'tc';
}

function coversAll(font: fontkit.Font, text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    // Latin and layout characters are in every font; only wide characters need looking up.
    if (code > 0x2e7f && !font.hasGlyphForCodePoint(code)) return false;
  }
  return true;
}
