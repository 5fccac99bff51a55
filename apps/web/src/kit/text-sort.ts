import type { TLocale } from '@apex/shared/i18n';

type SortOrder = 'ascend' | 'descend';

const collators = new Map<TLocale, Intl.Collator>();

/** zh_CN sorts by pinyin, zh_HK by strokes, en_US alphabetically, numbers inside text by value. */
function collator(locale: TLocale): Intl.Collator {
  let found = collators.get(locale);
  if (!found) {
    found = new Intl.Collator(locale.replace('_', '-'), { numeric: true, sensitivity: 'base' });
    collators.set(locale, found);
  }
  return found;
}

/**
 * spec §5 Table sorting: rows by a text field in the current language's order, ascending or
 * descending, blank values last. An antd column takes it without an order, `sorter:
 * compareText(pick, locale)`, as antd reverses the comparison itself for descending.
 */
export function compareText<T>(
  pick: (row: T) => string | null | undefined,
  locale: TLocale,
  order: SortOrder = 'ascend',
) {
  const direction = order === 'ascend' ? 1 : -1;
  return (a: T, b: T): number => {
    const [left, right] = [pick(a) ?? '', pick(b) ?? ''];
    if (!left || !right) return Number(!left) - Number(!right);
    return direction * collator(locale).compare(left, right);
  };
}
