import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

const en = (amount: string, currency = 'US DOLLARS') => amountInWords(amount, { currency, locale: 'en_US' });
const cn = (amount: string) => amountInWords(amount, { currency: '人民币', locale: 'zh_CN' });
const hk = (amount: string) => amountInWords(amount, { currency: '港幣', locale: 'zh_HK' });

describe('an amount in English words', () => {
  it('says the whole in words and the cents as a fraction of 100', () => {
    expect(en('1250.50')).toBe('US DOLLARS ONE THOUSAND TWO HUNDRED FIFTY AND 50/100 ONLY');
    expect(en('1200.5')).toBe('US DOLLARS ONE THOUSAND TWO HUNDRED AND 50/100 ONLY');
    expect(en('0.07')).toBe('US DOLLARS ZERO AND 07/100 ONLY');
    expect(en('15', 'Euro')).toBe('EURO FIFTEEN ONLY');
  });

  it('names every group of thousands that holds a digit, and hyphenates the tens', () => {
    expect(en('1000001.00')).toBe('US DOLLARS ONE MILLION ONE ONLY');
    expect(en('999999999999.99')).toBe(
      'US DOLLARS NINE HUNDRED NINETY-NINE BILLION NINE HUNDRED NINETY-NINE MILLION NINE HUNDRED NINETY-NINE THOUSAND NINE HUNDRED NINETY-NINE AND 99/100 ONLY',
    );
    expect(en('2019')).toBe('US DOLLARS TWO THOUSAND NINETEEN ONLY');
  });

  it('rounds half away from zero to the cent, and says a credit’s minus', () => {
    expect(en('10.005')).toBe('US DOLLARS TEN AND 01/100 ONLY');
    expect(en('-300.00')).toBe('MINUS US DOLLARS THREE HUNDRED ONLY');
  });

  it('refuses what is not an amount', () => {
    expect(() => en('12,00')).toThrow('not an amount');
  });
});

describe('an amount in Chinese uppercase numerals', () => {
  it('writes yuan, jiao and fen with 整 after yuan or jiao', () => {
    expect(cn('1200.50')).toBe('人民币壹仟贰佰元伍角整');
    expect(cn('1200.00')).toBe('人民币壹仟贰佰元整');
    expect(cn('1200.56')).toBe('人民币壹仟贰佰元伍角陆分');
    expect(cn('0')).toBe('人民币零元整');
  });

  it('says one 零 for a run of zeros, and a zero jiao before fen', () => {
    expect(cn('1005')).toBe('人民币壹仟零伍元整');
    expect(cn('1050')).toBe('人民币壹仟零伍拾元整');
    expect(cn('100010')).toBe('人民币壹拾万零壹拾元整');
    expect(cn('1200.05')).toBe('人民币壹仟贰佰元零伍分');
    expect(cn('0.05')).toBe('人民币伍分');
    expect(cn('0.50')).toBe('人民币伍角整');
  });

  it('names 万 and 亿 only for groups that hold a digit', () => {
    expect(cn('100000000')).toBe('人民币壹亿元整');
    expect(cn('100001000')).toBe('人民币壹亿零壹仟元整');
    expect(cn('101000000')).toBe('人民币壹亿零壹佰万元整');
    expect(cn('123456789012.34')).toBe('人民币壹仟贰佰叁拾肆亿伍仟陆佰柒拾捌万玖仟零壹拾贰元叁角肆分');
  });

  it('uses the Traditional forms for zh_HK, and says a credit’s minus', () => {
    expect(hk('23600.20')).toBe('港幣貳萬參仟陸佰元貳角整');
    expect(hk('-120000000')).toBe('負港幣壹億貳仟萬元整');
  });
});
