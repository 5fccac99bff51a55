import type { CurrencyTotals } from '@apex/shared/finance';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { moneyInRowCurrency } from '../../finance/money-column';

type Figure = Exclude<keyof CurrencyTotals, 'currency'>;

/**
 * The foot of the charges grid (issue 17): per currency, AR and AP prepaid and collect, and the
 * profit in that currency, as the lines are typed.
 */
export function ChargeTotals({ totals }: { totals: CurrencyTotals[] }) {
  const { t } = useTranslation('jobCharges');
  const labelText = useLabel();
  const ar = labelText('finance:fields.ar');
  const ap = labelText('finance:fields.ap');
  const figure = (key: Figure, title: string) => moneyInRowCurrency<CurrencyTotals>(key, title);
  return (
    <Table<CurrencyTotals>
      size="small"
      bordered
      pagination={false}
      rowKey="currency"
      title={() => t('totals.title')}
      style={{ minWidth: 520, flex: '1 1 520px' }}
      locale={{ emptyText: t('totals.none') }}
      dataSource={totals}
      columns={[
        { key: 'currency', dataIndex: 'currency', title: labelText('masterData:entities.currency'), width: 80 },
        figure('arPP', `${ar} PP`),
        figure('arCC', `${ar} CC`),
        figure('apPP', `${ap} PP`),
        figure('apCC', `${ap} CC`),
        figure('profit', labelText('finance:fields.profit')),
      ]}
    />
  );
}
