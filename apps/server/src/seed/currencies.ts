import { createRequire } from 'node:module';
import type { DbOrTx } from '../db/client';
import { currencies, exchangeRates } from '../db/schema';

const require = createRequire(import.meta.url);

interface IsoCurrency {
  code: string;
  digits: number;
  currency: string;
}

/**
 * Enabled on a new database: spec §9's currencies with symbols (USD, RMB as CNY, EUR, HKD, GBP)
 * and the others a Chinese forwarder invoices in most; the rest wait for someone to switch them on.
 */
export const ENABLED_AT_START = ['USD', 'CNY', 'EUR', 'HKD', 'GBP', 'JPY', 'SGD', 'AUD', 'CAD', 'KRW', 'TWD'];

/** Funds, precious metals and test codes (X.., never money on an invoice) are left out. */
const isMoney = (c: IsoCurrency) => !c.code.startsWith('X') || ['XAF', 'XOF', 'XPF', 'XCD'].includes(c.code);

function currencyRows() {
  const iso: IsoCurrency[] = require('currency-codes').data;
  const chinese = new Intl.DisplayNames(['zh-CN'], { type: 'currency', fallback: 'none' });
  return iso.filter(isMoney).map((c) => ({
    currencyCode: c.code,
    nameEn: c.currency.slice(0, 60),
    nameCn: (chinese.of(c.code) ?? '').slice(0, 60),
    decimals: c.digits,
    enabled: ENABLED_AT_START.includes(c.code),
  }));
}

/** ISO 4217 currencies in one statement; those present (and a user's choices on them) stay as they are. */
export async function seedCurrencies(db: DbOrTx) {
  await db.insert(currencies).values(currencyRows()).onConflictDoNothing({ target: currencies.currencyCode });
}

/** Demo rates: a month of USD and HKD against CNY at the Shanghai and Hong Kong offices. */
const DEMO_RATES: readonly [office: string, from: string, to: string, rate: string, date: string][] = [
  ['SHA', 'USD', 'CNY', '7.10500000', '2026-10-01'],
  ['SHA', 'USD', 'CNY', '7.12340000', '2026-11-01'],
  ['SHA', 'HKD', 'CNY', '0.91230000', '2026-11-01'],
  ['SHA', 'EUR', 'CNY', '7.70120000', '2026-11-01'],
  ['HKG', 'USD', 'HKD', '7.78000000', '2026-11-01'],
  ['HKG', 'CNY', 'HKD', '1.09610000', '2026-11-01'],
];

export async function seedDemoExchangeRates(db: DbOrTx) {
  await db.insert(exchangeRates).values(
    DEMO_RATES.map(([officeCode, fromCurrency, toCurrency, rate, effectiveDate]) => ({
      officeCode,
      fromCurrency,
      toCurrency,
      rate,
      effectiveDate,
    })),
  );
}
