import { LockOutlined } from '@ant-design/icons';
import { quantityText } from '@apex/shared/format';
import { Space, type TableColumnType, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { MoneyText } from '../../finance/money-column';
import { CheckStatusTag } from '../../finance/status-tags';
import type { FigureColumn } from '../cargo-grid/cargo-grid';
import { type DraftFigures, draftFigures } from './charge-draft-money';
import { type ChargeField, useChargeLabel } from './charge-labels';
import type { ChargeRow } from './charge-row';

type Column = TableColumnType<ChargeRow & { index: number }>;

/** The figures the grid works out or the server keeps, each a column among the typed ones. */
export type FigureField = 'amount' | 'exchangeRate' | 'localAmount' | 'taxAmount' | 'invoiceNo' | 'clearedAmount';

/**
 * The grid's columns that are not typed: the line's check state and why it is read-only (before the
 * inputs), and what is worked out as the user types, each beside what it comes from: amount, rate
 * and local amount (a new foreign-currency line's rate comes with the save), tax, the line's
 * invoice and clearing.
 */
export function useChargeFigureColumns(localCurrency: string, lockText: (row: ChargeRow) => string | null) {
  const { t } = useTranslation('jobCharges');
  const label = useChargeLabel();
  const labelText = useLabel();
  const onSave = <Typography.Text type="secondary">{t('grid.rateOnSave')}</Typography.Text>;
  const figure = (key: ChargeField, width: number, show: (f: DraftFigures, row: ChargeRow) => ReactNode) => ({
    key,
    title: label(key),
    width,
    align: 'right' as const,
    figure: (row: ChargeRow) => show(draftFigures(row, localCurrency), row),
  });
  const lead: Column = {
    key: 'state',
    title: label('checkStatus'),
    width: 95,
    render: (_, row) => {
      const lock = lockText(row);
      return (
        <Space size={4}>
          {row.saved ? (
            <CheckStatusTag status={row.saved.checkStatus} />
          ) : (
            <Typography.Text type="secondary">{t('grid.new')}</Typography.Text>
          )}
          {lock && (
            <Tooltip title={lock}>
              <LockOutlined aria-label={lock} />
            </Tooltip>
          )}
        </Space>
      );
    },
  };
  const figures: Record<FigureField, FigureColumn<ChargeRow>> = {
    amount: figure('amount', 100, (f) => <MoneyText amount={f.amount} />),
    // A rate as kept, without its stored trailing zeros (7.1234, not 7.12340000).
    exchangeRate: figure('exchangeRate', 95, (f) => (f.exchangeRate === null ? onSave : quantityText(f.exchangeRate))),
    localAmount: figure('localAmount', 105, (f) =>
      f.localAmount === null && f.amount !== null ? onSave : <MoneyText amount={f.localAmount} />,
    ),
    taxAmount: figure('taxAmount', 95, (f) => <MoneyText amount={f.tax?.taxAmount} />),
    invoiceNo: {
      ...figure('invoiceNo', 120, (_, row) =>
        row.saved?.invoiceId ? row.saved.invoiceNo || labelText('finance:invoiceStates.DRAFT') : '',
      ),
      align: undefined,
    },
    clearedAmount: figure('clearedAmount', 105, (_, row) => <MoneyText amount={row.saved?.clearedAmount} />),
  };
  return { lead: [lead], figures };
}
