import { Card, Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { PartySelect } from '../../admin/parties/party-select';
import { partyValue } from '../bills/party-value';
import { countCell, textCell } from '../cargo-grid/cell-inputs';
import type { OrderDraft } from './order-draft';

const WAREHOUSE = { role: 'WAREHOUSE' } as const;

/** A CFS order's loose cargo: packages, weight and volume (decimal text, never a float), and its warehouse. */
export function LooseCargo({
  draft,
  set,
}: {
  draft: OrderDraft;
  set: <K extends keyof OrderDraft>(key: K, value: OrderDraft[K]) => void;
}) {
  const { t } = useTranslation('jobTrucking');
  const label = useLabel();
  return (
    <Card size="small" title={t('dialog.cargo')}>
      <Form layout="vertical" size="small" component={false}>
        <Row gutter={12}>
          <Col span={4}>
            <Form.Item label={label('jobs:fields.packages')}>
              {countCell((draft.packages as number | null | undefined) ?? null, (v) => set('packages', v), undefined)}
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item label={label('jobs:fields.weightKg')}>
              {textCell((draft.weightKg as string | null) ?? null, (v) => set('weightKg', v), undefined)}
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item label={label('jobs:fields.volumeCbm')}>
              {textCell((draft.volumeCbm as string | null) ?? null, (v) => set('volumeCbm', v), undefined)}
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={label('trucking:fields.warehouse')}>
              <PartySelect
                {...WAREHOUSE}
                value={draft.warehouse ?? undefined}
                selected={partyValue(draft.warehouse ?? null, draft.warehouseName)}
                onChange={(id: number | undefined) => set('warehouse', id ?? null)}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
