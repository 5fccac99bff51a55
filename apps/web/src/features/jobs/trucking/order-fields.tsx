import type { TTruckingDirection } from '@apex/shared/movement';
import { TRUCKING_DIRECTIONS } from '@apex/shared/movement';
import { Col, Form, Input, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useLabel } from '../../../i18n/use-label';
import { PartySelect } from '../../admin/parties/party-select';
import { partyValue } from '../bills/party-value';
import { CodeSelect, dayCell, momentCell } from '../cargo-grid/cell-inputs';
import { AddressFields } from './address-fields';
import type { OrderDraft } from './order-draft';

// PartySelect's `role` is a party role, not an ARIA role: passed by spread so the a11y lint does not misread it.
const TRUCKER = { role: 'TRUCKER' } as const;
const CONSIGNEE = { role: 'CONSIGNEE' } as const;

interface OrderFieldsProps {
  draft: OrderDraft;
  set: <K extends keyof OrderDraft>(key: K, value: OrderDraft[K]) => void;
}

/** spec §3 Trucking: the order's company, dates, appointment, address, requirements and free date. */
export function OrderFields({ draft, set }: OrderFieldsProps) {
  const label = useLabel();
  const field = (key: string, text: string, control: ReactNode, span = 6) => (
    <Col span={span} key={key}>
      <Form.Item label={text}>{control}</Form.Item>
    </Col>
  );
  const text = (key: 'appointmentNo' | 'cargoLocation' | 'cyReturn', max: number) =>
    field(
      key,
      label(`trucking:fields.${key}`),
      <Input size="small" maxLength={max} value={draft[key] ?? ''} onChange={(e) => set(key, e.target.value)} />,
    );
  const textArea = (key: 'transportRequirement' | 'remark', title: string) =>
    field(
      key,
      title,
      <Input.TextArea
        size="small"
        rows={1}
        maxLength={500}
        value={draft[key] ?? ''}
        onChange={(e) => set(key, e.target.value)}
      />,
      6,
    );
  return (
    <Form layout="vertical" size="small" component={false}>
      <Row gutter={12}>
        {field(
          'trucker',
          label('trucking:fields.trucker'),
          <PartySelect
            {...TRUCKER}
            aria-label={label('trucking:fields.trucker')}
            value={draft.trucker ?? undefined}
            selected={partyValue(draft.trucker, draft.truckerName)}
            onChange={(id: number | undefined) => set('trucker', id ?? null)}
          />,
        )}
        {field(
          'direction',
          label('trucking:fields.direction'),
          <Select
            size="small"
            value={draft.direction}
            options={Object.entries(TRUCKING_DIRECTIONS).map(([value, key]) => ({ value, label: label(key) }))}
            onChange={(v: TTruckingDirection) => set('direction', v)}
          />,
          3,
        )}
        {field(
          'truckingDate',
          label('trucking:fields.truckingDate'),
          dayCell(draft.truckingDate ?? null, (v) => set('truckingDate', v), undefined),
          3,
        )}
        {field(
          'vehicleType',
          label('trucking:fields.vehicleType'),
          <CodeSelect
            codeType="VEHICLE_TYPE"
            value={draft.vehicleType ?? ''}
            onChange={(v) => set('vehicleType', v ?? '')}
          />,
        )}
        {field(
          'consignee',
          label('masterData:partyRoles.CONSIGNEE'),
          <PartySelect
            {...CONSIGNEE}
            value={draft.consignee ?? undefined}
            selected={partyValue(draft.consignee ?? null, draft.consigneeName)}
            onChange={(id: number | undefined) => set('consignee', id ?? null)}
          />,
        )}
        {text('appointmentNo', 40)}
        {field(
          'appointmentAt',
          label('trucking:fields.appointmentAt'),
          momentCell(draft.appointmentAt ?? null, (v) => set('appointmentAt', v), undefined),
          4,
        )}
        {field(
          'freeDate',
          label('trucking:fields.freeDate'),
          dayCell(draft.freeDate ?? null, (v) => set('freeDate', v), undefined),
          3,
        )}
        {field(
          'deliveredAt',
          label('trucking:fields.deliveredAt'),
          momentCell(draft.deliveredAt ?? null, (v) => set('deliveredAt', v), undefined),
          5,
        )}
        {text('cargoLocation', 200)}
        {text('cyReturn', 200)}
        {textArea('transportRequirement', label('trucking:fields.transportRequirement'))}
        {textArea('remark', label('general:columns.remark'))}
      </Row>
      <AddressFields draft={draft} onChange={(address) => set('address', address)} />
    </Form>
  );
}
