import { decimalText, parseDecimal, roundDecimal } from './decimal';

/** spec §9 Currency symbols. */
export const CURRENCY_SYMBOLS = { USD: '$', RMB: '￥', EUR: '€', HKD: 'HK$', GBP: '£' } as const;

/** Codes the spec names otherwise: the rate table and charges say CNY (ISO 4217) for the spec's RMB. */
const SYMBOL_ALIASES: Readonly<Record<string, keyof typeof CURRENCY_SYMBOLS>> = { CNY: 'RMB' };

interface MoneyFormat {
  /** spec §9: two by default. */
  decimals?: number;
  /** A currency code; one without a symbol of its own is shown by its code. */
  currency?: string;
  /** Where the symbol goes: before the amount (default) or after it. */
  symbolAt?: 'prefix' | 'suffix';
}

const withThousands = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function symbolOf(currency: string): { text: string; spaced: boolean } {
  const code = currency.toUpperCase();
  const symbol = CURRENCY_SYMBOLS[(SYMBOL_ALIASES[code] ?? code) as keyof typeof CURRENCY_SYMBOLS];
  return symbol ? { text: symbol, spaced: false } : { text: code, spaced: true };
}

/**
 * spec §9 Money format: rounded to `decimals` places (half away from zero), thousands separated
 * by commas, with an optional currency symbol before or after: `formatMoney('-1234.5', {
 * currency: 'USD' })` → `-$1,234.50`. Blank or unreadable amounts show as nothing.
 */
export function formatMoney(amount: string | number | null | undefined, format: MoneyFormat = {}): string {
  const parsed = amount === null || amount === undefined ? null : parseDecimal(amount);
  if (!parsed) return '';
  const text = decimalText(roundDecimal(parsed, format.decimals ?? 2));
  const negative = text.startsWith('-');
  const [whole = '', fraction] = (negative ? text.slice(1) : text).split('.');
  const digits = `${withThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
  const sign = negative ? '-' : '';
  if (!format.currency) return `${sign}${digits}`;
  const { text: symbol, spaced } = symbolOf(format.currency);
  const gap = spaced ? ' ' : '';
  return format.symbolAt === 'suffix' ? `${sign}${digits}${gap}${symbol}` : `${sign}${symbol}${gap}${digits}`;
}
