import {
  APPORTION_BASES,
  APPORTION_BASIS_CODES,
  PAYMENT_TERM_CODES,
  type TApportionPreview,
  ZApportionRequest,
} from '@apex/shared/finance';
import { quantityText } from '@apex/shared/format';
import type { TJobType } from '@apex/shared/jobs';
import { CHARGE_SIDE_LABELS, CHARGE_SIDES } from '@apex/shared/master';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Flex, Form, Input, Select, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call, failureText } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { fieldErrorsOfIssues } from '../../../kit/form/form-issues';
import { zodIssueText } from '../../../kit/form/zod-issue-text';
import { labelledOptions } from '../../../kit/labelled-options';
import { NumberOnlyInput } from '../../../kit/number-only-input';
import { useChargeCodesFor } from '../../admin/charge-schemes/charge-code-lookup';
import { PartySelect } from '../../admin/parties/party-select';
import { MoneyText } from '../../finance/money-column';
import { CurrencySelect } from '../goods/currency-select';
import { jobApi } from '../job-api';
import { useChargeCodeName } from './charge-code-name';

type Values = Omit<z.input<typeof ZApportionRequest>, 'dueDate'> & { dueDate: Dayjs | null };
type Share = TApportionPreview['shares'][number];

/**
 * A master job's charges tab (spec §5: a master job holds no charges or cost): a consolidation's cost
 * or charge spread onto its sub-jobs by weight, volume, chargeable weight or their AR amount, the
 * shares shown first, added to each sub-job in one transaction (the cents of rounding go to one
 * share, so they add up exactly).
 */
export function ApportionPanel({ jobType, jobId }: { jobType: TJobType; jobId: number }) {
  const { t } = useTranslation('jobCharges');
  const labelText = useLabel();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const codes = useChargeCodesFor(jobType);
  const codeName = useChargeCodeName();
  const [preview, setPreview] = useState<TApportionPreview | null>(null);
  const routes = jobApi(jobType).charges;
  const send =
    (route: typeof routes.apportion | typeof routes.apportionPreview) => (body: z.input<typeof ZApportionRequest>) =>
      call(route, { params: { id: jobId }, body }, { isStopError: true });
  const previewing = useMutation({ mutationFn: send(routes.apportionPreview), onSuccess: setPreview });
  const committing = useMutation({
    mutationFn: send(routes.apportion),
    onSuccess: (result) => {
      message.success(t('apportion.done', { count: result.shares.length }));
      setPreview(null);
      form.resetFields();
    },
  });
  /** The form's values as the request, checked by the shared schema first (spec §5: not 0). */
  const request = () => {
    const { dueDate, ...values } = form.getFieldsValue(true) as Values;
    const body = { ...values, dueDate: dueDate?.format('YYYY-MM-DD') ?? '' };
    const parsed = ZApportionRequest.safeParse(body);
    form.setFields(Object.keys(body).map((name) => ({ name, errors: [] })));
    if (parsed.success) return body;
    form.setFields(fieldErrorsOfIssues(parsed.error.issues, zodIssueText));
    return null;
  };
  const run = (mutation: typeof previewing) => {
    const body = request();
    if (body) mutation.mutate(body);
  };
  const failure = previewing.error ?? committing.error;
  return (
    <Card size="small" title={t('apportion.title')}>
      <Flex vertical gap={12}>
        <Alert type="info" showIcon title={t('apportion.intro')} />
        <Form
          form={form}
          layout="inline"
          size="small"
          style={{ rowGap: 8 }}
          initialValues={{ side: 'AP', ppCc: 'PP', basis: 'WEIGHT', dueDate: dayjs() }}
          onValuesChange={() => setPreview(null)}
        >
          <Form.Item name="side" label={labelText('finance:fields.side')}>
            <Select style={{ width: 120 }} options={labelledOptions(CHARGE_SIDES, CHARGE_SIDE_LABELS, labelText)} />
          </Form.Item>
          <Form.Item name="chargeCode" label={labelText('masterData:entities.chargeCode')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 200 }}
              options={codes.map((c) => ({ value: c.code, label: `${c.code} ${codeName(c)}` }))}
              onChange={(code: string) => {
                const found = codes.find((c) => c.code === code);
                if (found && !form.getFieldValue('displayName')) form.setFieldValue('displayName', codeName(found));
              }}
            />
          </Form.Item>
          <Form.Item name="displayName" label={labelText('finance:fields.displayName')}>
            <Input style={{ width: 180 }} maxLength={100} />
          </Form.Item>
          <Form.Item name="partyId" label={labelText('finance:fields.settlementAccount')}>
            <PartySelect style={{ width: 220 }} />
          </Form.Item>
          {/* The picker fills its cell: the item gives it its width. */}
          <Form.Item name="currency" label={labelText('masterData:entities.currency')} style={{ width: 170 }}>
            <CurrencySelect />
          </Form.Item>
          <Form.Item name="ppCc" label={labelText('finance:fields.ppCc')}>
            <Select style={{ width: 70 }} options={PAYMENT_TERM_CODES.map((value) => ({ value, label: value }))} />
          </Form.Item>
          <Form.Item name="amount" label={labelText('finance:fields.amount')}>
            <NumberOnlyInput signed toFixed={2} style={{ width: 120, textAlign: 'right' }} />
          </Form.Item>
          <Form.Item name="basis" label={t('apportion.basis')}>
            <Select
              style={{ width: 170 }}
              options={labelledOptions(APPORTION_BASIS_CODES, APPORTION_BASES, labelText)}
            />
          </Form.Item>
          <Form.Item name="dueDate" label={labelText('finance:fields.dueDate')}>
            <DatePicker />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button loading={previewing.isPending} onClick={() => run(previewing)}>
                {t('apportion.preview')}
              </Button>
              <Button type="primary" disabled={!preview} loading={committing.isPending} onClick={() => run(committing)}>
                {t('apportion.commit')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
        {failure && <Alert type="error" showIcon title={failureText(failure)} />}
        {preview && (
          <Table<Share>
            size="small"
            bordered
            pagination={false}
            rowKey="jobId"
            dataSource={preview.shares}
            columns={[
              { key: 'jobNo', dataIndex: 'jobNo', title: labelText('jobs:columns.jobNo') },
              {
                key: 'weight',
                title: labelText(APPORTION_BASES[preview.basis]),
                align: 'right',
                render: (_, share) => quantityText(share.weight),
              },
              {
                key: 'amount',
                title: labelText('finance:fields.amount'),
                align: 'right',
                render: (_, share) => <MoneyText amount={share.amount} currency={form.getFieldValue('currency')} />,
              },
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}
