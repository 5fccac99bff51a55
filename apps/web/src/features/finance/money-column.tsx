import { formatMoney } from '@apex/shared/format';
import type { ColumnType } from 'antd/es/table';

/**
 * A money column of a finance list: right-aligned, spec §9 money format (thousands separators, two
 * decimals), digits in even widths so amounts line up; negative amounts in red.
 */
export function moneyColumn<T>(
  key: keyof T & string,
  title: string,
  options: { sorter?: boolean } = {},
): ColumnType<T> {
  return {
    key,
    dataIndex: key,
    title,
    align: 'right',
    sorter: options.sorter,
    render: (value: string | null) => <MoneyText amount={value} />,
  };
}

/** A table column of amounts, each in its row's own currency (totals per currency, a job's invoices). */
export const moneyInRowCurrency = <T extends { currency: string }>(
  key: keyof T & string,
  title: string,
): ColumnType<T> => ({
  key,
  title,
  align: 'right',
  render: (_, row) => <MoneyText amount={row[key] as string} currency={row.currency} />,
});

/** An amount as spec §9 writes it, optionally with its currency symbol. */
export function MoneyText({ amount, currency }: { amount: string | null | undefined; currency?: string }) {
  const text = formatMoney(amount, { currency });
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums', color: text.startsWith('-') ? '#cf1322' : undefined }}>
      {text}
    </span>
  );
}
