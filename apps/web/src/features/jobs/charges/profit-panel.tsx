import { WarningOutlined } from '@ant-design/icons';
import { Alert, Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { MoneyText } from '../../finance/money-column';
import { percentText } from '../list/profit-cell';
import type { DraftSummary } from './charge-draft-money';

interface ProfitPanelProps {
  summary: DraftSummary;
  localCurrency: string;
  minMarginPct: string | null;
}

/**
 * The live profit of the job (issue 17): AR, AP and profit in the office's local currency and the
 * margin, flagged under the office's minimum, following the lines as they are typed. A new line in
 * another currency is counted once the save has taken its rate: the panel says how many wait.
 */
export function ProfitPanel({ summary, localCurrency, minMarginPct }: ProfitPanelProps) {
  const { t } = useTranslation('jobCharges');
  const labelText = useLabel();
  const money = (amount: string) => <MoneyText amount={amount} currency={localCurrency} />;
  return (
    <Card size="small" title={t('profit.title', { currency: localCurrency })} style={{ flex: '0 1 340px' }}>
      <Descriptions size="small" column={1} colon={false}>
        <Descriptions.Item label={labelText('finance:fields.ar')}>{money(summary.arLocal)}</Descriptions.Item>
        <Descriptions.Item label={labelText('finance:fields.ap')}>{money(summary.apLocal)}</Descriptions.Item>
        <Descriptions.Item label={labelText('finance:fields.profit')}>
          <Typography.Text strong>{money(summary.profitLocal)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={labelText('finance:fields.margin')}>
          {percentText(summary.marginPct) || '—'}
          {summary.belowMinMargin && (
            <Tag color="warning" icon={<WarningOutlined />} style={{ marginInlineStart: 8 }}>
              {labelText('finance:fields.belowMinMargin')}
            </Tag>
          )}
        </Descriptions.Item>
        {minMarginPct !== null && (
          <Descriptions.Item label={labelText('finance:fields.minMargin')}>
            {percentText(minMarginPct)}
          </Descriptions.Item>
        )}
      </Descriptions>
      {summary.ratePending > 0 && (
        <Alert type="info" showIcon title={t('profit.ratePending', { count: summary.ratePending })} />
      )}
    </Card>
  );
}
