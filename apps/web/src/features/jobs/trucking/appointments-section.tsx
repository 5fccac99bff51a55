import { maskPhone } from '@apex/shared/format';
import type { TJobType } from '@apex/shared/jobs';
import { JOB_TYPE_TABLE } from '@apex/shared/jobs';
import {
  APPOINTMENT_STATUSES,
  type TAppointment,
  TRUCKING_DIRECTIONS,
  type TTruckingOrder,
} from '@apex/shared/movement';
import { App, Button, Card, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { PreviewButton } from '../../../kit/preview-button';
import { useHasPermission } from '../../session/permitted';
import { jobApi } from '../job-api';
import { AppointmentDialog } from './appointment-dialog';
import { localMoment } from './trucking-columns';

interface AppointmentsSectionProps {
  jobType: TJobType;
  order: TTruckingOrder;
  onChanged: (order: TTruckingOrder) => void;
}

/**
 * The order's appointments as a list (spec §9: the phone masked there, whole in the editor of one who
 * may edit), each opened to edit, deleted, or downloaded as its document (spec §7).
 */
export function AppointmentsSection({ jobType, order, onChanged }: AppointmentsSectionProps) {
  const { t } = useTranslation('jobTrucking');
  const { t: ta } = useTranslation('admin');
  const label = useLabel();
  const { message } = App.useApp();
  const mayEdit = useHasPermission(JOB_TYPE_TABLE[jobType].edit);
  const [editing, setEditing] = useState<TAppointment | 'new'>();
  const routes = jobApi(jobType).trucking;
  const remove = async (a: TAppointment) => {
    const saved = await call(routes.deleteAppointment, {
      params: { id: order.id, appointmentId: a.id },
      query: { version: a.version },
    });
    void message.success(t('appointments.deleted'));
    onChanged(saved);
  };
  return (
    <Card
      size="small"
      title={t('appointments.title')}
      extra={
        mayEdit && (
          <Button size="small" onClick={() => setEditing('new')}>
            {t('appointments.new')}
          </Button>
        )
      }
    >
      <Table<TAppointment>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={order.appointments}
        onRow={(a) => ({ onDoubleClick: () => mayEdit && setEditing(a) })}
        columns={[
          { key: 'bookingId', dataIndex: 'bookingId', title: label('trucking:appointment.bookingId'), width: 150 },
          {
            key: 'type',
            title: label('trucking:appointment.type'),
            width: 100,
            render: (_, a) => label(TRUCKING_DIRECTIONS[a.type]),
          },
          {
            key: 'estimatedAt',
            title: label('trucking:appointment.estimatedAt'),
            width: 160,
            render: (_, a) => localMoment(a.estimatedAt),
          },
          { key: 'contact', dataIndex: 'contact', title: label('trucking:appointment.contact'), width: 110 },
          {
            key: 'phone',
            title: label('administration:columns.phone'),
            width: 120,
            render: (_, a) => maskPhone(a.phone),
          },
          {
            key: 'cargoReady',
            title: label('trucking:appointment.cargoReady'),
            width: 90,
            render: (_, a) => (a.cargoReady ? label('general:columns.yes') : ''),
          },
          {
            key: 'status',
            title: label('trucking:appointment.status'),
            width: 140,
            render: (_, a) => label(APPOINTMENT_STATUSES[a.status]),
          },
          {
            key: 'confirmedAt',
            title: label('trucking:appointment.confirmedAt'),
            width: 160,
            render: (_, a) => localMoment(a.confirmedAt),
          },
          {
            key: 'actions',
            width: 200,
            render: (_, a) => (
              <Space size={4}>
                <PreviewButton
                  size="small"
                  title={t('appointments.download')}
                  load={() =>
                    call(
                      routes.appointmentFile,
                      { params: { id: order.id, appointmentId: a.id } },
                      { isStopError: true },
                    )
                  }
                >
                  {t('appointments.download')}
                </PreviewButton>
                {mayEdit && (
                  <Popconfirm
                    title={t('appointments.deleteQuestion', { bookingId: a.bookingId })}
                    onConfirm={() => remove(a)}
                  >
                    <Button size="small" danger>
                      {ta('list.delete')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <AppointmentDialog
          jobType={jobType}
          order={order}
          appointment={editing === 'new' ? undefined : editing}
          onSaved={(saved) => {
            setEditing(undefined);
            onChanged(saved);
          }}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}
