import type { TJobType } from '@apex/shared/jobs';
import type { TRailContainer, TRailEntrust } from '@apex/shared/movement';
import { Card, Col, Row, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { EntrustmentHistory, EntrustmentMoves } from '../entrustment/entrustment-status';
import { jobApi } from '../job-api';

interface RailEntrustDetailProps {
  jobType: TJobType;
  entrust: TRailEntrust;
  mayEdit: boolean;
  onMoved: () => void;
}

/** An entrust opened in the tab: its containers (type, no, seal no), its status moves and their history. */
export function RailEntrustDetail({ jobType, entrust, mayEdit, onMoved }: RailEntrustDetailProps) {
  const { t } = useTranslation('entrustment');
  const { t: tCargo } = useTranslation('cargo');
  const label = useLabel();
  const move = (to: TRailEntrust['status'], reason: string) =>
    call(jobApi(jobType).rail.status, {
      params: { id: entrust.jobId, entrustId: entrust.id },
      body: { version: entrust.version, to, reason },
    }).then(onMoved);
  return (
    <Row gutter={12}>
      <Col span={12}>
        <Table<TRailContainer>
          size="small"
          rowKey="containerNo"
          pagination={false}
          dataSource={entrust.containers}
          columns={[
            { key: 'type', dataIndex: 'containerType', title: label('jobs:cargo.containerType'), width: 110 },
            { key: 'no', dataIndex: 'containerNo', title: label('jobs:fields.containerNo'), width: 150 },
            { key: 'seal', dataIndex: 'sealNo', title: tCargo('container.sealNo'), width: 150 },
          ]}
        />
      </Col>
      <Col span={12}>
        <Card
          size="small"
          title={t('history')}
          extra={mayEdit && <EntrustmentMoves status={entrust.status} onMove={move} />}
        >
          <EntrustmentHistory history={entrust.history} />
        </Card>
      </Col>
    </Row>
  );
}
