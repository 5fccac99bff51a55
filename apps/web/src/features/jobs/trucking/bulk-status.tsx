import type { TJobType } from '@apex/shared/jobs';
import { ENTRUSTMENT_STATES, type TEntrustmentState, type TTruckingRow } from '@apex/shared/movement';
import { App, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { KitSelect } from '../../../kit/kit-select';
import { jobApi } from '../job-api';

interface BulkStatusProps {
  jobType: TJobType;
  selected: TTruckingRow[];
  onMoved: () => void;
}

/**
 * The trucking lists' bulk status update: the ticked orders to one status, with a reason when it is
 * a step back. The server moves all of them or none, and its refusal names the order that cannot move.
 */
export function BulkStatus({ jobType, selected, onMoved }: BulkStatusProps) {
  const { t } = useTranslation('jobTrucking');
  const label = useLabel();
  const { message } = App.useApp();
  const [to, setTo] = useState<TEntrustmentState | ''>('');
  const [reason, setReason] = useState('');
  const move = async () => {
    if (!to) return;
    const moved = await call(jobApi(jobType).trucking.bulkStatus, {
      body: { orders: selected.map((r) => ({ id: r.id, version: r.version })), to, reason },
    });
    void message.success(t('list.bulkDone', { count: moved.length, status: label(ENTRUSTMENT_STATES[to]) }));
    onMoved();
  };
  return (
    <Space.Compact>
      <KitSelect<TEntrustmentState | ''>
        size="small"
        style={{ width: 150 }}
        value={to}
        placeholder={label('trucking:fields.status')}
        aria-label={label('trucking:fields.status')}
        options={Object.entries(ENTRUSTMENT_STATES).map(([value, key]) => ({
          value: value as TEntrustmentState,
          label: label(key),
        }))}
        onChange={(v) => setTo(v ?? '')}
      />
      <Input
        size="small"
        style={{ width: 160 }}
        maxLength={300}
        placeholder={label('masterData:columns.reason')}
        aria-label={label('masterData:columns.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button size="small" type="primary" disabled={!to || !selected.length} onClick={() => void move()}>
        {t('list.bulkStatus')}
      </Button>
    </Space.Compact>
  );
}
