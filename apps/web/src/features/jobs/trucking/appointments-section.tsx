import { maskPhone } from '@apex/shared/format';
import type { TLabelKey } from '@apex/shared/i18n';
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
          ...(
            [
              ['type', 'trucking:appointment.type', 100, (a) => label(TRUCKING_DIRECTIONS[a.type])],
              ['estimatedAt', 'trucking:appointment.estimatedAt', 160, (a) => localMoment(a.estimatedAt)],
              ['contact', 'trucking:appointment.contact', 110, (a) => a.contact],
              // spec §9: masked in a list, whatever the reader may do; the editor shows it whole to an editor.
              ['phone', 'administration:columns.phone', 120, (a) => maskPhone(a.phone)],
              [
                'cargoReady',
                'trucking:appointment.cargoReady',
                90,
                (a) => (a.cargoReady ? label('general:columns.yes') : ''),
              ],
              ['status', 'trucking:appointment.status', 140, (a) => label(APPOINTMENT_STATUSES[a.status])],
              ['confirmedAt', 'trucking:appointment.confirmedAt', 160, (a) => localMoment(a.confirmedAt)],
            ] as const satisfies readonly [string, TLabelKey, number, (a: TAppointment) => string][]
          ).map(([key, title, width, text]) => ({
            key,
            title: label(title),
            width,
            render: (_: unknown, a: TAppointment) => text(a),
          })),
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
