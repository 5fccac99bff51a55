import { formatMoney } from '@apex/shared/format';
import type { TJobType } from '@apex/shared/jobs';
import {
  insurancePremium,
  OTHER_SERVICE_KINDS,
  type TOtherService,
  type TOtherServiceKind,
  ZCreateOtherServiceRequest,
  ZUpdateOtherServiceRequest,
} from '@apex/shared/movement';
import { Alert, App, Button, DatePicker, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { dateTextField } from '../../../kit/form/date-text-field';
import { EditorFrame } from '../../../kit/form/editor-frame';
import { FieldCol } from '../../../kit/form/field-col';
import { useRecordEditor } from '../../../kit/form/use-record-editor';
import { useChargeCodesFor } from '../../admin/charge-schemes/charge-code-lookup';
import { PartySelect } from '../../admin/parties/party-select';
import { partyValue } from '../bills/party-value';
import { useChargeCodeName } from '../charges/charge-code-name';
import { CurrencySelect } from '../goods/currency-select';
import { jobApi } from '../job-api';
import { type OtherServiceField, useOtherServiceLabel } from './other-service-labels';

const KINDS = Object.keys(OTHER_SERVICE_KINDS) as TOtherServiceKind[];
const DECIMAL = /^\d{1,12}(\.\d{1,8})?$/;

interface OtherServiceDialogProps {
  jobType: TJobType;
  jobId: number;
  jobNo: string;
  /** The service edited; a new one without it. */
  service?: TOtherService;
  /** `saved`: the service was saved (its cost line may have moved). */
  onClose: (saved?: boolean) => void;
}

/** The premium an insurance's insured value and rate come to, while both are decimals. */
function premiumOf(values: Record<string, unknown> | undefined): string | null {
  const value = String(values?.insuredValue ?? '').trim();
  const rate = String(values?.premiumRate ?? '').trim();
  return DECIMAL.test(value) && DECIMAL.test(rate) ? insurancePremium(value, rate) : null;
}

/** A service's fields and its cost (issue 19 other service tab); the cost becomes an AP line of the charges tab. */
export function OtherServiceDialog({ jobType, jobId, jobNo, service, onClose }: OtherServiceDialogProps) {
  const { t } = useTranslation('jobOtherServices');
  const label = useOtherServiceLabel();
  const { message } = App.useApp();
  const routes = jobApi(jobType).otherServices;
  const codes = useChargeCodesFor(jobType);
  const codeName = useChargeCodeName();
  const editor = useRecordEditor({
    schema: service ? ZUpdateOtherServiceRequest : ZCreateOtherServiceRequest,
    base: service ? { version: service.version } : {},
    save: (body) =>
      service
        ? request(routes.update, { params: { id: jobId, serviceId: service.id }, body: body as never })
        : request(routes.create, { params: { id: jobId }, body: body as never }),
    onSaved: (envelope) => {
      void message.success(envelope.message);
      onClose(true);
    },
  });
  const form = editor.form;
  const item = (key: OtherServiceField) => ({ label: label.field(key), ...editor.field(key), required: false });
  const kind = Form.useWatch<TOtherServiceKind | undefined>('kind', form);
  const premium = Form.useWatch((values) => premiumOf(values), form);
  const pickCode = (code: string | undefined) => {
    const found = codes.find((c) => c.code === code);
    if (found && !form.getFieldValue('currency')) form.setFieldValue('currency', found.defaultCurrency);
  };
  return (
    <EditorFrame
      open
      name="otherService"
      width={820}
      editor={editor}
      title={
        service ? t('dialog.editTitle', { kind: label.kind(service.kind), jobNo }) : t('dialog.newTitle', { jobNo })
      }
      initialValues={service ?? { kind: 'FUMIGATION' }}
      onClose={() => onClose()}
    >
      <Row gutter={12}>
        <FieldCol span={8} {...item('kind')} required>
          <Select options={KINDS.map((value) => ({ value, label: label.kind(value) }))} />
        </FieldCol>
        <FieldCol span={16} {...item('supplier')}>
          <PartySelect selected={partyValue(service?.supplier ?? null, service?.supplierName ?? '')} />
        </FieldCol>
        {(['orderedDate', 'doneDate'] as const).map((key) => (
          <FieldCol key={key} span={6} {...item(key)} {...dateTextField}>
            <DatePicker style={{ width: '100%' }} />
          </FieldCol>
        ))}
        <FieldCol span={12} {...item('referenceNo')}>
          <Input maxLength={40} />
        </FieldCol>
        <FieldCol span={24} {...item('remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </FieldCol>
      </Row>
      <Typography.Title level={5}>{label.field('cost')}</Typography.Title>
      <Alert type="info" showIcon title={t('dialog.costHint')} style={{ marginBottom: 12 }} />
      <Row gutter={12}>
        <FieldCol span={10} {...item('chargeCode')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={codes.map((c) => ({ value: c.code, label: `${c.code} ${codeName(c)}` }))}
            onChange={pickCode}
          />
        </FieldCol>
        <FieldCol span={6} {...item('currency')}>
          <CurrencySelect />
        </FieldCol>
        <FieldCol span={8} {...item('amount')}>
          <Input inputMode="decimal" />
        </FieldCol>
        {kind === 'INSURANCE' && (
          <>
            <FieldCol span={8} {...item('insuredValue')}>
              <Input inputMode="decimal" />
            </FieldCol>
            <FieldCol span={6} {...item('premiumRate')}>
              <Input inputMode="decimal" />
            </FieldCol>
            {premium !== null && premium !== undefined && (
              <FieldCol span={10} label=" ">
                <Typography.Text>
                  {t('dialog.premiumHint', { premium: formatMoney(premium) })}{' '}
                  <Button size="small" onClick={() => form.setFieldValue('amount', premium)}>
                    {t('dialog.useAsCost')}
                  </Button>
                </Typography.Text>
              </FieldCol>
            )}
          </>
        )}
      </Row>
    </EditorFrame>
  );
}
