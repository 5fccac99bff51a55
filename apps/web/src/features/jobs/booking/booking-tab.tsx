import { BOOKING_STATUSES, type TBooking, type TBookingRequestLine, ZSaveBookingRequest } from '@apex/shared/jobs';
import { Alert, Checkbox, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobTabProps } from '../card/job-tab-props';
import { CargoGrid } from '../cargo-grid/cargo-grid';
import { CodeSelect, dayCell, momentCell } from '../cargo-grid/cell-inputs';
import { PartConfirmDialog } from '../cargo-grid/part-confirm-dialog';
import { PartFrame } from '../cargo-grid/part-frame';
import { useJobPart } from '../cargo-grid/use-job-part';
import { jobApi } from '../job-api';
import { CarrierSelect } from '../pickers/carrier-select';
import { useBookingLabel, useBookingStatusLabel } from './booking-labels';

type Draft = Omit<TBooking, 'jobId' | 'version' | 'updatedBy' | 'updatedAt'>;
const CUTOFFS = ['cyCutoff', 'cfsCutoff', 'docCutoff', 'vgmCutoff'] as const;

/** The job card's booking tab: the carrier booking request, its cut-offs, SO release and container request. */
export function BookingTab({ jobType, jobId, onDirtyChange }: JobTabProps) {
  const { t } = useTranslation('cargo');
  const label = useBookingLabel();
  const statusLabel = useBookingStatusLabel();
  const toDraft = useCallback(({ jobId: _, version, updatedBy, updatedAt, ...rest }: TBooking): Draft => rest, []);
  const routes = jobApi(jobType).cargo;
  const part = useJobPart({
    part: 'booking',
    routes: { get: routes.getBooking, save: routes.saveBooking },
    schema: ZSaveBookingRequest,
    toDraft,
    jobType,
    jobId,
    onDirtyChange,
  });
  const draft = part.draft;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => part.edit((d) => ({ ...d, [key]: value }));
  const field = (key: keyof Draft & Parameters<typeof label>[0], control: ReactNode, span = 6) => (
    <Col span={span}>
      <Form.Item label={label(key)} validateStatus={part.errors[key] ? 'error' : undefined} help={part.errors[key]}>
        {control}
      </Form.Item>
    </Col>
  );
  const text = (key: 'bookingNo' | 'contractNo' | 'vessel' | 'voyage') =>
    field(key, <Input size="small" value={draft?.[key]} onChange={(e) => set(key, e.target.value)} />);
  return (
    <PartFrame part={part} title={t('bookingTitle')}>
      {draft?.carrierBlacklisted && (
        <Alert type="warning" showIcon message={t('booking.blacklisted', { reason: draft.carrierBlacklistReason })} />
      )}
      {draft && (
        <Form layout="vertical" size="small" component={false}>
          <Row gutter={12}>
            {field(
              'status',
              <Select
                size="small"
                value={draft.status}
                options={BOOKING_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
                onChange={(v) => set('status', v)}
              />,
            )}
            {text('bookingNo')}
            {field(
              'carrier',
              <CarrierSelect
                size="small"
                value={draft.carrier ?? undefined}
                selected={draft.carrier ? { value: draft.carrier, label: draft.carrierName } : undefined}
                onChange={(id) => set('carrier', id ?? null)}
              />,
            )}
            {text('contractNo')}
            {text('vessel')}
            {text('voyage')}
            {CUTOFFS.map((key) =>
              field(
                key,
                momentCell(draft[key], (v) => set(key, v), undefined),
                6,
              ),
            )}
            {field(
              'soReleased',
              <Checkbox checked={draft.soReleased} onChange={(e) => set('soReleased', e.target.checked)} />,
              3,
            )}
            {field(
              'soReleaseDate',
              dayCell(draft.soReleaseDate, (v) => set('soReleaseDate', v), undefined),
              3,
            )}
            {field(
              'remark',
              <Input.TextArea
                size="small"
                rows={1}
                value={draft.remark}
                onChange={(e) => set('remark', e.target.value)}
              />,
              12,
            )}
          </Row>
        </Form>
      )}
      <CargoGrid<TBookingRequestLine>
        list="requests"
        rows={draft?.requests ?? []}
        errors={part.errors}
        newRow={() => ({ containerType: '', quantity: 1 })}
        onChange={(requests) => set('requests', requests)}
        columns={[
          {
            key: 'containerType',
            title: t('container.containerType'),
            width: 200,
            cell: (row, setCell, status) => (
              <CodeSelect codeType="CONTAINER_TYPE" value={row.containerType} onChange={setCell} status={status} />
            ),
          },
          {
            key: 'quantity',
            title: t('booking.quantity'),
            width: 100,
            cell: (row, setCell, status) => (
              <InputNumber
                size="small"
                min={1}
                max={999}
                precision={0}
                status={status}
                value={row.quantity}
                onChange={(v) => setCell(v ?? 1)}
              />
            ),
          },
        ]}
      />
      <PartConfirmDialog
        part={part}
        kind="blacklistedCarrier"
        title={t('booking.blacklistedTitle')}
        okText={t('booking.bookAnyway')}
        confirmed={{ confirmBlacklistedCarrier: true }}
      />
    </PartFrame>
  );
}
