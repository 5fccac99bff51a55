import { WarningOutlined } from '@ant-design/icons';
import { formatMoney } from '@apex/shared/format';
import { Space, Tooltip, Typography } from 'antd';
import { useLabel } from '../../../i18n/use-label';
import { MoneyText } from '../../finance/money-column';

/** A margin as the lists show it: `12.50%`; nothing without AR. */
export const percentText = (pct: string | null) => (pct === null ? '' : `${formatMoney(pct)}%`);

/**
 * A job's profit in the office's local currency (spec §9 money format), red when it is a loss, with
 * the issue 17 flag of a job under the office's minimum margin.
 */
export function ProfitCell({ profit, belowMinMargin }: { profit: string; belowMinMargin: boolean }) {
  const labelText = useLabel();
  const flag = labelText('finance:fields.belowMinMargin');
  return (
    <Space size={4}>
      {belowMinMargin && (
        <Tooltip title={flag}>
          <Typography.Text type="warning">
            <WarningOutlined aria-label={flag} />
          </Typography.Text>
        </Tooltip>
      )}
      <MoneyText amount={profit} />
    </Space>
  );
}
