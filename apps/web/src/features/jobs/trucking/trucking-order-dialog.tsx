import type { TJobType } from '@apex/shared/jobs';
import { JOB_TYPE_TABLE } from '@apex/shared/jobs';
import {
  TRUCKING_KINDS,
  type TTruckingKind,
  type TTruckingOrder,
  ZCreateTruckingOrderRequest,
} from '@apex/shared/movement';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Popconfirm, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { DraggableModal } from '../../../kit/draggable-modal';
import { zodIssueText } from '../../../kit/form/zod-issue-text';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import { useHasPermission } from '../../session/permitted';
import { EntrustmentHistory, EntrustmentMoves, EntrustmentStatusTag } from '../entrustment/entrustment-status';
import { jobApi } from '../job-api';
import { AppointmentsSection } from './appointments-section';
import { LooseCargo } from './loose-cargo';
import { OrderContainers } from './order-containers';
import { draftOf, newOrderDraft, type OrderDraft, requestOf } from './order-draft';
import { OrderFields } from './order-fields';

/** An order to open, or a new one of a job (of a kind, united or not). */
export type TruckingTarget =
  | { id: number }
  | { job: { id: number; jobNo: string; mblNo: string }; kind: TTruckingKind; united: boolean };

interface TruckingOrderDialogProps {
  jobType: TJobType;
  target: TruckingTarget;
  onClose: () => void;
}

/**
 * A trucking order (spec §3 Trucking, §2.8 trucking tab): its fields, its containers or loose
 * cargo, and once saved its entrustment status with history and its appointments.
 */
export function TruckingOrderDialog({ jobType, target, onClose }: TruckingOrderDialogProps) {
  const { t } = useTranslation('jobTrucking');
  const { t: tc } = useTranslation('common');
  const { t: ta } = useTranslation('admin');
  const label = useLabel();
  const { message } = App.useApp();
  const mayEdit = useHasPermission(JOB_TYPE_TABLE[jobType].edit);
  const routes = jobApi(jobType).trucking;
  const [id, setId] = useState('id' in target ? target.id : undefined);
  const loaded = useQuery({
    queryKey: routeQueryKey(routes.get, { id }),
    queryFn: () => call(routes.get, { params: { id: id! } }, { isStopError: true }),
    enabled: id !== undefined,
    gcTime: 0,
  });
  const [order, setOrder] = useState<TTruckingOrder>();
  const [draft, setDraft] = useState<OrderDraft | undefined>(
    'job' in target ? newOrderDraft(jobType, target.kind, target.united) : undefined,
  );
  useEffect(() => {
    if (loaded.data) {
      setOrder(loaded.data);
      setDraft(draftOf(loaded.data));
    }
  }, [loaded.data]);
  const show = (saved: TTruckingOrder) => {
    setOrder(saved);
    setDraft(draftOf(saved));
    setId(saved.id);
  };
  const set = <K extends keyof OrderDraft>(key: K, value: OrderDraft[K]) =>
    setDraft((d) => d && { ...d, [key]: value });
  const job = order
    ? { id: order.jobId, jobNo: order.jobNo, mblNo: order.mblNo }
    : 'job' in target
      ? target.job
      : undefined;
  const save = async () => {
    if (!draft || !job) return;
    const body = requestOf(draft);
    const checked = ZCreateTruckingOrderRequest.safeParse(body);
    if (!checked.success) {
      void message.error(zodIssueText(checked.error.issues[0]!));
      return;
    }
    const saved = order
      ? await call(routes.update, { params: { id: order.id }, body: { ...checked.data, version: order.version } })
      : await call(routes.create, { params: { id: job.id }, body: checked.data });
    void message.success(order ? t('dialog.saved') : t('dialog.created', { truckingNo: saved.truckingNo }));
    show(saved);
  };
  const remove = async () => {
    if (!order) return;
    await call(routes.delete, { params: { id: order.id }, query: { version: order.version } });
    void message.success(t('dialog.deleted'));
    onClose();
  };
  const title = order
    ? t('dialog.title', { truckingNo: order.truckingNo })
    : job && `${t('dialog.newTitle', { jobNo: job.jobNo })} · ${draft ? label(TRUCKING_KINDS[draft.kind]) : ''}`;
  return (
    <DraggableModal
      open
      width={1200}
      title={title}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Flex justify="space-between">
          {mayEdit && order && (order.status === 'NOT_ENTRUSTED' || order.status === 'CANCELLED') ? (
            <Popconfirm title={t('dialog.deleteQuestion', { truckingNo: order.truckingNo })} onConfirm={remove}>
              <Button danger>{ta('list.delete')}</Button>
            </Popconfirm>
          ) : (
            <span />
          )}
          <Space>
            {mayEdit && (
              <Button type="primary" disabled={!draft} onClick={() => void save()}>
                {tc('save')}
              </Button>
            )}
            <Button onClick={onClose}>{tc('close')}</Button>
          </Space>
        </Flex>
      }
    >
      {loaded.isError ? (
        <Alert type="error" showIcon title={failureText(loaded.error)} />
      ) : !draft || !job ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Flex vertical gap={8}>
          {order && (
            <Card
              size="small"
              title={label('trucking:fields.status')}
              extra={<EntrustmentStatusTag status={order.status} />}
            >
              {mayEdit && (
                <EntrustmentMoves
                  status={order.status}
                  onMove={(to, reason) =>
                    call(routes.status, {
                      params: { id: order.id },
                      body: { version: order.version, to, reason },
                    }).then(show)
                  }
                />
              )}
              <EntrustmentHistory history={order.history} />
            </Card>
          )}
          <OrderFields draft={draft} set={set} />
          {draft.kind === 'FCL' ? (
            <OrderContainers
              jobType={jobType}
              job={job}
              direction={draft.direction}
              united={draft.united ?? false}
              rows={draft.containers}
              onChange={(rows) => set('containers', rows)}
            />
          ) : (
            <LooseCargo draft={draft} set={set} />
          )}
          {order && <AppointmentsSection jobType={jobType} order={order} onChanged={show} />}
        </Flex>
      )}
    </DraggableModal>
  );
}
