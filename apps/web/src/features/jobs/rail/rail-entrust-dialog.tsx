import type { TJobType } from '@apex/shared/jobs';
import {
  CONTAINER_BELONGS,
  type TRailEntrust,
  ZCreateRailEntrustRequest,
  ZUpdateRailEntrustRequest,
} from '@apex/shared/movement';
import { useQuery } from '@tanstack/react-query';
import { App, DatePicker, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { call, request } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { dateTextField } from '../../../kit/form/date-text-field';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { FieldCol } from '../../../kit/form/field-col';
import { useRecordEditor } from '../../../kit/form/use-record-editor';
import { routeQueryKey } from '../../../kit/list/route-query-key';
import { PartySelect } from '../../admin/parties/party-select';
import { partyValue } from '../bills/party-value';
import { jobApi } from '../job-api';
import { RAIL_FIELDS, type RailField } from './rail-fields';
import { StationInput } from './station-input';

// PartySelect's `role` is a party role, not an ARIA role: passed by spread so the a11y lint does not misread it.
const RAILWAY = { role: 'RAILWAY' } as const;
const CONSIGNEE = { role: 'CONSIGNEE' } as const;
const DAYS = ['entrustDate', 'departureDate', 'arrivalDate'] as const;

interface RailEntrustDialogProps {
  jobType: TJobType;
  jobId: number;
  jobNo: string;
  /** The entrust edited; a new one without it. */
  entrust?: TRailEntrust;
  onClose: (saved?: TRailEntrust) => void;
}

/** A rail entrust's fields (spec §3 Rail entrust): its number comes from the office's rule, its containers from the job. */
export function RailEntrustDialog({ jobType, jobId, jobNo, entrust, onClose }: RailEntrustDialogProps) {
  const { t } = useTranslation('jobRail');
  const label = useLabel();
  const { message } = App.useApp();
  const routes = jobApi(jobType);
  const containers = useQuery({
    queryKey: routeQueryKey(routes.cargo.getContainers, { id: jobId }),
    queryFn: () => call(routes.cargo.getContainers, { params: { id: jobId } }, { isStopError: true }),
  }).data?.containers;
  const editor = useRecordEditor({
    schema: entrust ? ZUpdateRailEntrustRequest : ZCreateRailEntrustRequest,
    base: entrust ? { version: entrust.version } : {},
    save: (body) =>
      entrust
        ? request(routes.rail.update, { params: { id: jobId, entrustId: entrust.id }, body: body as never })
        : request(routes.rail.create, { params: { id: jobId }, body: body as never }),
    onSaved: (envelope) => {
      void message.success(envelope.message);
      onClose(envelope.data);
    },
  });
  // Only the carrier is required; the nullable fields would read as required to the kit (a blank is not a date).
  const item = (key: RailField) => ({
    label: label(RAIL_FIELDS[key]),
    ...editor.field(key),
    required: key === 'carrier',
  });
  const initial = entrust
    ? { ...entrust, containerNos: entrust.containers.map((c) => c.containerNo) }
    : { containerBelong: 'CARRIER', containerNos: [] };
  return (
    <EditorFrame
      open
      name="railEntrust"
      width={900}
      editor={editor}
      title={entrust ? t('dialog.editTitle', { no: entrust.entrustNo }) : t('dialog.newTitle', { jobNo })}
      initialValues={initial}
      onClose={() => onClose()}
    >
      <Row gutter={12}>
        <FieldCol span={12} {...item('carrier')}>
          <PartySelect {...RAILWAY} selected={partyValue(entrust?.carrier ?? null, entrust?.carrierName ?? '')} />
        </FieldCol>
        <FieldCol span={12} {...item('consignee')}>
          <PartySelect {...CONSIGNEE} selected={partyValue(entrust?.consignee ?? null, entrust?.consigneeName ?? '')} />
        </FieldCol>
        <FieldCol span={8} {...item('trainPol')}>
          <StationInput />
        </FieldCol>
        <FieldCol span={8} {...item('trainPod')}>
          <StationInput />
        </FieldCol>
        <FieldCol span={8} {...item('containerBelong')}>
          <Select options={Object.entries(CONTAINER_BELONGS).map(([value, key]) => ({ value, label: label(key) }))} />
        </FieldCol>
        {DAYS.map((key) => (
          <FieldCol key={key} span={4} {...item(key)} {...dateTextField}>
            <DatePicker style={{ width: '100%' }} />
          </FieldCol>
        ))}
        <FieldCol span={6} {...item('packages')}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </FieldCol>
        <FieldCol span={6} {...item('weightKg')}>
          <Input inputMode="decimal" />
        </FieldCol>
        <FieldCol span={24} {...item('containerNos')}>
          <Select
            mode="multiple"
            options={(containers ?? [])
              .filter((c) => c.containerNo)
              .map((c) => ({ value: c.containerNo, label: `${c.containerNo} · ${c.containerType}` }))}
          />
        </FieldCol>
        <FieldCol span={24} {...item('remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </FieldCol>
      </Row>
    </EditorFrame>
  );
}
