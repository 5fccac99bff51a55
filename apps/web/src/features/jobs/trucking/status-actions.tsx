import type { TJobType } from '@apex/shared/jobs';
import {
  ENTRUSTMENT_STATES,
  entrustmentMoves,
  isStepBack,
  type TEntrustmentState,
  type TTruckingOrder,
} from '@apex/shared/movement';
import { App, Button, Input, Modal, Space, Timeline } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { jobApi } from '../job-api';
import { localMoment } from './trucking-columns';

interface StatusActionsProps {
  jobType: TJobType;
  order: TTruckingOrder;
  onMoved: (order: TTruckingOrder) => void;
}

/**
 * spec §4 entrustment status: a button for each move `@apex/shared/movement` allows from where the
 * order is; a step back asks why first. The server checks the same moves.
 */
export function StatusActions({ jobType, order, onMoved }: StatusActionsProps) {
  const { t } = useTranslation('jobTrucking');
  const label = useLabel();
  const { message } = App.useApp();
  const [back, setBack] = useState<TEntrustmentState>();
  const [reason, setReason] = useState('');
  const move = async (to: TEntrustmentState, why = '') => {
    const moved = await call(jobApi(jobType).trucking.status, {
      params: { id: order.id },
      body: { version: order.version, to, reason: why },
    });
    void message.success(t('dialog.moved', { status: label(ENTRUSTMENT_STATES[to]) }));
    setBack(undefined);
    setReason('');
    onMoved(moved);
  };
  return (
    <>
      <Space wrap>
        {entrustmentMoves(order.status).map((to) => (
          <Button
            key={to}
            size="small"
            danger={to === 'CANCELLED'}
            type={isStepBack(order.status, to) || to === 'CANCELLED' ? 'default' : 'primary'}
            onClick={() => (isStepBack(order.status, to) ? setBack(to) : void move(to))}
          >
            {t('dialog.moveTo', { status: label(ENTRUSTMENT_STATES[to]) })}
          </Button>
        ))}
      </Space>
      <Modal
        open={back !== undefined}
        title={back && t('dialog.reasonTitle', { status: label(ENTRUSTMENT_STATES[back]) })}
        okButtonProps={{ disabled: !reason.trim() }}
        onOk={() => back && void move(back, reason.trim())}
        onCancel={() => setBack(undefined)}
        destroyOnHidden
      >
        <Input.TextArea
          aria-label={label('masterData:columns.reason')}
          rows={2}
          maxLength={300}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  );
}

/** The order's status history: each change, who made it, when, and why a step went back. */
export function StatusHistory({ order }: { order: TTruckingOrder }) {
  const label = useLabel();
  return (
    <Timeline
      items={order.history.map((h) => ({
        color: isStepBack(h.from, h.to) ? 'red' : 'blue',
        children: `${localMoment(h.changedAt)}  ${h.changedBy}: ${label(ENTRUSTMENT_STATES[h.from])} → ${label(ENTRUSTMENT_STATES[h.to])}${h.reason ? ` (${h.reason})` : ''}`,
      }))}
    />
  );
}
