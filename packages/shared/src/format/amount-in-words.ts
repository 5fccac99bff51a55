import type { TLocale } from '../i18n/locales';
import { parseDecimal, roundDecimal } from './decimal';

/**
 * An invoice's total in words (issue 18): English as banks and shipping invoices write it
 * ("US DOLLARS ONE THOUSAND TWO HUNDRED AND 50/100 ONLY"), Chinese in the uppercase numerals of
 * cheques and fapiao (壹仟贰佰元伍角整; Traditional forms for zh_HK). `currency` is the currency's
 * name as the document shows it (the currencies table's English or Chinese name).
 */
export function amountInWords(amount: string, { currency, locale }: { currency: string; locale: TLocale }): string {
  const value = parseDecimal(amount);
  if (!value) throw new Error(`amountInWords: not an amount: ${amount}`);
  const { units } = roundDecimal(value, 2);
  const negative = units < 0n;
  const cents = negative ? -units : units;
  const whole = cents / 100n;
  const fraction = Number(cents % 100n);
  if (locale === 'en_US') return englishWords(currency, negative, whole, fraction);
  return chineseWords(locale === 'zh_HK' ? TRADITIONAL : SIMPLIFIED, currency, negative, whole, fraction);
}

const ONES = [
  '',
  'ONE',
  'TWO',
  'THREE',
  'FOUR',
  'FIVE',
  'SIX',
  'SEVEN',
  'EIGHT',
  'NINE',
  'TEN',
  'ELEVEN',
  'TWELVE',
  'THIRTEEN',
  'FOURTEEN',
  'FIFTEEN',
  'SIXTEEN',
  'SEVENTEEN',
  'EIGHTEEN',
  'NINETEEN',
];
const TENS = ['', '', 'TWENTY', 'THIRTY', 'FORTY', 'FIFTY', 'SIXTY', 'SEVENTY', 'EIGHTY', 'NINETY'];
const SCALES = ['', 'THOUSAND', 'MILLION', 'BILLION', 'TRILLION', 'QUADRILLION'];

/** 1–999 in words, without "AND": the one "AND" of the phrase introduces the cents. */
function hundreds(n: number): string[] {
  const words: string[] = [];
  if (n >= 100) words.push(ONES[Math.floor(n / 100)]!, 'HUNDRED');
  const rest = n % 100;
  if (rest >= 20) words.push(rest % 10 ? `${TENS[Math.floor(rest / 10)]}-${ONES[rest % 10]}` : TENS[rest / 10]!);
  else if (rest > 0) words.push(ONES[rest]!);
  return words;
}

function englishWords(currency: string, negative: boolean, whole: bigint, fraction: number): string {
  const groups: string[] = [];
  for (let rest = whole, scale = 0; rest > 0n; rest /= 1000n, scale++) {
    const group = Number(rest % 1000n);
    if (group) groups.unshift([...hundreds(group), SCALES[scale]].filter(Boolean).join(' '));
  }
  const words = [negative ? 'MINUS' : '', currency.toUpperCase(), groups.join(' ') || 'ZERO'];
  if (fraction) words.push('AND', `${String(fraction).padStart(2, '0')}/100`);
  return [...words, 'ONLY'].filter(Boolean).join(' ');
}

interface Numerals {
  digits: string;
  /** 拾佰仟 within a group of four digits. */
  units: string;
  /** 万, 亿 (and 万亿) for each further group of four. */
  groups: string[];
  yuan: string;
  jiao: string;
  fen: string;
  whole: string;
  minus: string;
}

const SIMPLIFIED: Numerals = {
  digits: '零壹贰叁肆伍陆柒捌玖',
  units: '拾佰仟',
  groups: ['', '万', '亿', '万亿'],
  yuan: '元',
  jiao: '角',
  fen: '分',
  whole: '整',
  minus: '负',
};
const TRADITIONAL: Numerals = {
  ...SIMPLIFIED,
  digits: '零壹貳參肆伍陸柒捌玖',
  groups: ['', '萬', '億', '萬億'],
  minus: '負',
};

/** The yuan in uppercase numerals: a run of zeros is one 零, an empty group of four says nothing. */
function chineseWhole(n: Numerals, whole: bigint): string {
  const text = whole.toString();
  let out = '';
  let zero = false;
  for (let i = 0; i < text.length; i++) {
    const digit = Number(text[i]);
    const place = text.length - 1 - i;
    if (digit === 0) zero = out !== '';
    else {
      if (zero) out += n.digits[0];
      zero = false;
      out += n.digits[digit]! + (place % 4 ? n.units[(place % 4) - 1] : '');
    }
    // The group's word once its last digit is read, if the group held any digit.
    if (place % 4 === 0 && place > 0 && /[1-9]/.test(text.slice(Math.max(0, i - 3), i + 1))) out += n.groups[place / 4];
  }
  return out;
}

/**
 * Not in the spec; as cheques and fapiao write it (the People's Bank's rules): 整 after 元 or 角, none after 分;
 * a zero 角 before a 分 is said (零); an amount under one yuan has no 元.
 */
function chineseWords(n: Numerals, currency: string, negative: boolean, whole: bigint, fraction: number): string {
  const jiao = Math.floor(fraction / 10);
  const fen = fraction % 10;
  let out = whole > 0n ? chineseWhole(n, whole) + n.yuan : '';
  if (jiao) out += n.digits[jiao]! + n.jiao;
  else if (fen && out) out += n.digits[0];
  if (fen) out += n.digits[fen]! + n.fen;
  else out = (out || n.digits[0]! + n.yuan) + n.whole;
  return `${negative ? n.minus : ''}${currency}${out}`;
}
