import type { TJobType } from '@apex/shared/jobs';
import {
  APPOINTMENT_STATUSES,
  type TAppointment,
  TRUCKING_DIRECTIONS,
  type TTruckingOrder,
  ZAppointmentInput,
} from '@apex/shared/movement';
import { App, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { DraggableModal } from '../../../kit/draggable-modal';
import { momentCell } from '../cargo-grid/cell-inputs';
import { jobApi } from '../job-api';
import { localMoment } from './trucking-columns';

interface AppointmentDialogProps {
  jobType: TJobType;
  order: TTruckingOrder;
  /** The appointment edited; absent for a new one. */
  appointment?: TAppointment;
  onSaved: (order: TTruckingOrder) => void;
  onClose: () => void;
}

type Draft = {
  bookingId: string;
  contact: string;
  phone: string;
  type: TAppointment['type'];
  estimatedAt: string | null;
  cargoReady: boolean;
  status: TAppointment['status'];
};

/** spec §3 Appointment: booking id, contact, phone, type, estimated time, cargo ready, status; the confirm time is the server's. */
export function AppointmentDialog({ jobType, order, appointment, onSaved, onClose }: AppointmentDialogProps) {
  const { t } = useTranslation('jobTrucking');
  const label = useLabel();
  const { message } = App.useApp();
  const [draft, setDraft] = useState<Draft>(
    appointment ?? {
      bookingId: '',
      contact: '',
      phone: '',
      type: order.direction,
      estimatedAt: order.appointmentAt,
      cargoReady: false,
      status: 'REQUESTED',
    },
  );
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const routes = jobApi(jobType).trucking;
  const save = async () => {
    const body = ZAppointmentInput.parse(draft);
    const saved = appointment
      ? await call(routes.updateAppointment, {
          params: { id: order.id, appointmentId: appointment.id },
          body: { ...body, version: appointment.version },
        })
      : await call(routes.addAppointment, { params: { id: order.id }, body });
    void message.success(t('appointments.saved'));
    onSaved(saved);
  };
  const field = (key: keyof Draft | 'confirmedAt' | 'version', control: React.ReactNode, span = 8) => (
    <Col span={span} key={key}>
      <Form.Item
        htmlFor={`appointment-${key}`}
        label={label(key === 'phone' ? 'administration:columns.phone' : `trucking:appointment.${key}`)}
      >
        {control}
      </Form.Item>
    </Col>
  );
  return (
    <DraggableModal
      open
      width={760}
      title={
        appointment
          ? t('appointments.editTitle', { bookingId: appointment.bookingId })
          : t('appointments.newTitle', { truckingNo: order.truckingNo })
      }
      okButtonProps={{ disabled: !draft.bookingId.trim() }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" size="small" component={false}>
        <Row gutter={12}>
          {field(
            'bookingId',
            <Input
              id="appointment-bookingId"
              maxLength={40}
              value={draft.bookingId}
              onChange={(e) => set('bookingId', e.target.value)}
            />,
          )}
          {field(
            'type',
            <Select
              value={draft.type}
              options={Object.entries(TRUCKING_DIRECTIONS).map(([value, key]) => ({ value, label: label(key) }))}
              onChange={(v: Draft['type']) => set('type', v)}
            />,
          )}
          {field(
            'status',
            <Select
              value={draft.status}
              options={Object.entries(APPOINTMENT_STATUSES).map(([value, key]) => ({ value, label: label(key) }))}
              onChange={(v: Draft['status']) => set('status', v)}
            />,
          )}
          {field(
            'contact',
            <Input
              id="appointment-contact"
              maxLength={60}
              value={draft.contact}
              onChange={(e) => set('contact', e.target.value)}
            />,
          )}
          {field(
            'phone',
            <Input
              id="appointment-phone"
              maxLength={30}
              value={draft.phone}
              onChange={(e) => set('phone', e.target.value)}
            />,
          )}
          {field(
            'estimatedAt',
            momentCell(draft.estimatedAt, (v) => set('estimatedAt', v), undefined),
          )}
          {field(
            'cargoReady',
            <Checkbox checked={draft.cargoReady} onChange={(e) => set('cargoReady', e.target.checked)} />,
          )}
          {field('confirmedAt', <Input disabled value={localMoment(appointment?.confirmedAt ?? null)} />)}
          {field('version', <Input disabled value={appointment?.version ?? ''} />)}
        </Row>
      </Form>
    </DraggableModal>
  );
}
