import type { TChargeLine, TCheckAction, TJobCharges } from '@apex/shared/finance';
import { Button, Flex, Popconfirm, Space, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { CheckStatusTag, CloseStatusTag, ReviewStatusTag } from '../../finance/status-tags';
import { useHasPermission } from '../../session/permitted';
import { InvoiceStatusTag } from '../list/job-status-tag';
import type { useChargeActions } from './use-charge-actions';

interface ChargeStatusBarProps {
  data: TJobCharges;
  /** The saved lines ticked in the grid. */
  selected: TChargeLine[];
  /** Unsaved edits: actions on saved lines wait for the save. */
  dirty: boolean;
  actions: ReturnType<typeof useChargeActions>;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Space size={4}>
      <Typography.Text type="secondary">{label}:</Typography.Text>
      {children}
    </Space>
  );
}

/** Which check actions a line's state allows (the server refuses the others with spec §8's words). */
const CHECK_FROM: Record<TCheckAction, TChargeLine['checkStatus'][]> = {
  submit: ['UNCHECKED'],
  check: ['UNCHECKED', 'CHECKING'],
  uncheck: ['CHECKED'],
};

/**
 * The job's money status as the server derives it (spec §3 job status fields, §4): invoice, close,
 * AR/AP check and review status; the review steps and the check actions on the ticked lines, each
 * shown to whom may take it (spec §5 permission directive; the server checks again).
 */
export function ChargeStatusBar({ data, selected, dirty, actions }: ChargeStatusBarProps) {
  const { t } = useTranslation('jobCharges');
  // The check workbench's words for the same actions.
  const { t: td } = useTranslation('financeDesk');
  const labelText = useLabel();
  const mayEdit = useHasPermission('/charge/edit');
  const mayCheck = useHasPermission('/charge/check');
  const mayReview = useHasPermission('/charge/review');
  const { status } = data;
  const waitTip = dirty ? t('saveFirst') : selected.length === 0 ? t('selectLines') : undefined;
  const review = (action: 'submit' | 'approve' | 'reopen') => actions.review.mutate({ version: data.version, action });
  const checkButton = (action: TCheckAction) => {
    const lines = selected.filter((l) => CHECK_FROM[action].includes(l.checkStatus));
    return (
      <Tooltip title={waitTip}>
        <Button
          size="small"
          disabled={dirty || lines.length === 0}
          loading={actions.check.isPending && actions.check.variables?.action === action}
          onClick={() => actions.check.mutate({ action, lines: lines.map(({ id, version }) => ({ id, version })) })}
        >
          {td(`check.actions.${action}`, { count: lines.length })}
        </Button>
      </Tooltip>
    );
  };
  return (
    <Flex wrap align="center" justify="space-between" gap={8}>
      <Flex wrap align="center" style={{ columnGap: 16, rowGap: 4 }}>
        <Item label={labelText('jobs:columns.invoiceStatus')}>
          <InvoiceStatusTag status={status.invoiceStatus} />
        </Item>
        <Item label={labelText('finance:fields.closeStatus')}>
          <CloseStatusTag status={status.closeStatus} />
        </Item>
        <Item label={labelText('finance:fields.arCheckStatus')}>
          <CheckStatusTag status={status.arCheckStatus} />
        </Item>
        <Item label={labelText('finance:fields.apCheckStatus')}>
          <CheckStatusTag status={status.apCheckStatus} />
        </Item>
        <Item label={labelText('finance:fields.reviewStatus')}>
          <ReviewStatusTag status={status.reviewStatus} />
          {status.reviewDate && <Typography.Text type="secondary">{status.reviewDate}</Typography.Text>}
        </Item>
      </Flex>
      <Space wrap size={4}>
        {mayEdit && checkButton('submit')}
        {mayCheck && checkButton('check')}
        {mayCheck && checkButton('uncheck')}
        {mayEdit && status.reviewStatus === 'NOT_REVIEWED' && (
          <Button size="small" disabled={dirty} loading={actions.review.isPending} onClick={() => review('submit')}>
            {t('review.submit')}
          </Button>
        )}
        {mayReview && status.reviewStatus === 'PENDING' && (
          <Button size="small" type="primary" loading={actions.review.isPending} onClick={() => review('approve')}>
            {t('review.approve')}
          </Button>
        )}
        {mayReview && status.reviewStatus !== 'NOT_REVIEWED' && (
          <Popconfirm title={t('review.reopenQuestion')} onConfirm={() => review('reopen')}>
            <Button size="small" loading={actions.review.isPending}>
              {t('review.reopen')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    </Flex>
  );
}
