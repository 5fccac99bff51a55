import { describe, expect, it } from 'vitest';
import { pageTitle, routeTitle } from './route-title';

const translate = (locale: string, key: string) => `${locale}:${key}`;

describe('route titles', () => {
  it('takes a menu route’s own names, falling back to English for an empty one', () => {
    const names = { en_US: 'Export Jobs', zh_CN: '出口工作单', zh_HK: '' };
    expect(routeTitle({ names }, 'zh_CN', translate)).toBe('出口工作单');
    expect(routeTitle({ names }, 'zh_HK', translate)).toBe('Export Jobs');
  });

  it('translates a constant route’s key in the language asked for', () => {
    expect(routeTitle({ titleKey: 'home' }, 'zh_HK', translate)).toBe('zh_HK:home');
  });
});

describe('pageTitle (spec §2.6)', () => {
  it('is the route title, " - " and the product title', () => {
    expect(pageTitle('Export Jobs', null, 'Apexlogistics')).toBe('Export Jobs - Apexlogistics');
  });

  it('takes titleName over the route title', () => {
    expect(pageTitle('Export Jobs', 'Job OE2026-0001', 'Apexlogistics')).toBe('Job OE2026-0001 - Apexlogistics');
    expect(pageTitle('Export Jobs', '', 'Apexlogistics')).toBe('Export Jobs - Apexlogistics');
  });

  it('is what it has while the product title is still loading', () => {
    expect(pageTitle('Export Jobs', null, undefined)).toBe('Export Jobs');
    expect(pageTitle('', null, 'Apexlogistics')).toBe('Apexlogistics');
  });
});
