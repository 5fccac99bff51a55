import { formatMoney } from '@apex/shared/format';
import { Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';

/**
 * An amount as spec §9 writes it (thousands separators, two decimals, the currency's symbol when
 * given), in even-width digits so a column of them lines up, red when it goes the other way.
 */
export function MoneyFigure({ amount, currency }: { amount: string | null | undefined; currency?: string }) {
  const text = formatMoney(amount, { currency });
  return (
    <Typography.Text type={text.startsWith('-') ? 'danger' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {text}
    </Typography.Text>
  );
}

/** A table column of amounts, each in its row's own currency (totals per currency, a job's invoices). */
export const moneyInRowCurrency = <T extends { currency: string }>(
  key: keyof T & string,
  title: string,
): ColumnType<T> => ({
  key,
  title,
  align: 'right',
  render: (_, row) => <MoneyFigure amount={row[key] as string} currency={row.currency} />,
});
