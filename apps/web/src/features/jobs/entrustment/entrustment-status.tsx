import { localTime } from '@apex/shared/format';
import {
  ENTRUSTMENT_STATES,
  entrustmentMoves,
  isStepBack,
  type TEntrustmentState,
  type TEntrustmentStatusChange,
} from '@apex/shared/movement';
import { App, Button, Input, Modal, Space, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';

const STATUS_COLOURS: Record<TEntrustmentState, string> = {
  NOT_ENTRUSTED: 'default',
  ENTRUSTED: 'blue',
  DEPARTED: 'gold',
  ARRIVED: 'cyan',
  PICKED_UP: 'green',
  CANCELLED: 'red',
};

/** spec §4: where a trucking order or a rail entrust is, one colour per state. */
export function EntrustmentStatusTag({ status }: { status: TEntrustmentState }) {
  const label = useLabel();
  return <Tag color={STATUS_COLOURS[status]}>{label(ENTRUSTMENT_STATES[status])}</Tag>;
}

interface EntrustmentMovesProps {
  status: TEntrustmentState;
  /** Sends the move to the server (the record's own status route); the buttons wait for it. */
  onMove: (to: TEntrustmentState, reason: string) => Promise<unknown>;
}

/**
 * spec §4 entrustment status: a button for each move `@apex/shared/movement` allows from where the
 * record is; a step back asks why first. The server checks the same moves.
 */
export function EntrustmentMoves({ status, onMove }: EntrustmentMovesProps) {
  const { t } = useTranslation('entrustment');
  const label = useLabel();
  const { message } = App.useApp();
  const [back, setBack] = useState<TEntrustmentState>();
  const [reason, setReason] = useState('');
  const move = async (to: TEntrustmentState, why = '') => {
    await onMove(to, why);
    void message.success(t('moved', { status: label(ENTRUSTMENT_STATES[to]) }));
    setBack(undefined);
    setReason('');
  };
  return (
    <>
      <Space wrap>
        {entrustmentMoves(status).map((to) => (
          <Button
            key={to}
            size="small"
            danger={to === 'CANCELLED'}
            type={isStepBack(status, to) || to === 'CANCELLED' ? 'default' : 'primary'}
            onClick={() => (isStepBack(status, to) ? setBack(to) : void move(to))}
          >
            {t('moveTo', { status: label(ENTRUSTMENT_STATES[to]) })}
          </Button>
        ))}
      </Space>
      <Modal
        open={back !== undefined}
        title={back && t('reasonTitle', { status: label(ENTRUSTMENT_STATES[back]) })}
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

/** The status history: each change, who made it, when, and why a step went back. */
export function EntrustmentHistory({ history }: { history: TEntrustmentStatusChange[] }) {
  const label = useLabel();
  return (
    <Timeline
      items={history.map((h) => ({
        color: isStepBack(h.from, h.to) ? 'red' : 'blue',
        children: `${localTime(h.changedAt)}  ${h.changedBy}: ${label(ENTRUSTMENT_STATES[h.from])} → ${label(ENTRUSTMENT_STATES[h.to])}${h.reason ? ` (${h.reason})` : ''}`,
      }))}
    />
  );
}
