import { LockOutlined } from '@ant-design/icons';
import { Space, type TableColumnType, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { MoneyFigure } from '../../finance/money-figure';
import { CheckStatusTag } from '../../finance/status-tags';
import { type DraftFigures, draftFigures } from './charge-draft-money';
import type { ChargeField } from './charge-labels';
import { useChargeLabel } from './charge-labels';
import type { ChargeRow } from './charge-row';

type Column = TableColumnType<ChargeRow & { index: number }>;

/**
 * The grid's columns that are not typed: the line's check state and why it is read-only (before the
 * inputs), and what is worked out as the user types (after them): amount, tax, rate and local
 * amount (a new foreign-currency line's rate comes with the save), its invoice and clearing.
 */
export function useChargeFigureColumns(localCurrency: string, lockText: (row: ChargeRow) => string | null) {
  const { t } = useTranslation('jobCharges');
  const label = useChargeLabel();
  const labelText = useLabel();
  const onSave = <Typography.Text type="secondary">{t('grid.rateOnSave')}</Typography.Text>;
  const figure = (
    key: ChargeField,
    width: number,
    show: (figures: DraftFigures, row: ChargeRow) => ReactNode,
    detail = false,
  ) => ({
    column: {
      key,
      title: label(key),
      width,
      align: 'right' as const,
      render: (_: unknown, row: ChargeRow) => show(draftFigures(row, localCurrency), row),
    },
    detail,
  });
  const lead: Column = {
    key: 'state',
    title: label('checkStatus'),
    width: 110,
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
  const figures = [
    figure('amount', 105, (f) => <MoneyFigure amount={f.amount} />),
    figure('taxAmount', 95, (f) => <MoneyFigure amount={f.tax?.taxAmount} />, true),
    figure('exchangeRate', 95, (f) => f.exchangeRate ?? onSave, true),
    figure('localAmount', 115, (f) =>
      f.localAmount === null && f.amount !== null ? onSave : <MoneyFigure amount={f.localAmount} />,
    ),
    figure('invoiceNo', 120, (_, row) =>
      row.saved?.invoiceId ? row.saved.invoiceNo || labelText('finance:invoiceStates.DRAFT') : '',
    ),
    figure('clearedAmount', 105, (_, row) => <MoneyFigure amount={row.saved?.clearedAmount} />, true),
  ];
  return (allFields: boolean) => ({
    lead: [lead],
    extra: figures.filter((f) => allFields || !f.detail).map((f) => f.column),
  });
}
