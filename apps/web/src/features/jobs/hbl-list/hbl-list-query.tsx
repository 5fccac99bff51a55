import type { TJobType } from '@apex/shared/master';
import { Button, DatePicker, Form, Input, Segmented, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

export interface HblListFilter {
  hblNo?: string;
  jobNo?: string;
  consignee?: string;
  releaseMode?: string;
  etaFrom?: string;
  etaTo?: string;
}

interface HblListQueryProps {
  jobTypes: readonly TJobType[];
  jobType: TJobType;
  onJobType: (jobType: TJobType) => void;
  onQuery: (filter: HblListFilter) => void;
}

const blankToUndefined = (value?: string) => value?.trim() || undefined;

/** The HB/L list's query form: numbers, consignee, release mode, an ETA range; export or import HB/Ls. */
export function HblListQuery({ jobTypes, jobType, onJobType, onQuery }: HblListQueryProps) {
  const { t } = useTranslation('bills');
  const [form] = Form.useForm();
  const submit = () => {
    const { eta, ...values } = form.getFieldsValue() as HblListFilter & { eta?: [Dayjs, Dayjs] | null };
    onQuery({
      hblNo: blankToUndefined(values.hblNo),
      jobNo: blankToUndefined(values.jobNo),
      consignee: blankToUndefined(values.consignee),
      releaseMode: blankToUndefined(values.releaseMode),
      etaFrom: eta?.[0]?.format('YYYY-MM-DD'),
      etaTo: eta?.[1]?.format('YYYY-MM-DD'),
    });
  };
  return (
    <Form form={form} layout="inline" size="small" onFinish={submit} style={{ rowGap: 8, marginBottom: 8 }}>
      {jobTypes.length > 1 && (
        <Form.Item>
          <Segmented<TJobType>
            size="small"
            value={jobType}
            onChange={onJobType}
            options={jobTypes.map((value) => ({ value, label: t(`list.jobTypes.${value}`) }))}
          />
        </Form.Item>
      )}
      <Form.Item name="hblNo" label={t('hbl.fields.hblNo')}>
        <Input allowClear style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="jobNo" label={t('hbl.jobNo')}>
        <Input allowClear style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="consignee" label={t('hbl.fields.consignee')}>
        <Input allowClear style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="releaseMode" label={t('hbl.fields.releaseMode')}>
        <Input allowClear style={{ width: 100 }} />
      </Form.Item>
      <Form.Item name="eta" label="ETA">
        <DatePicker.RangePicker style={{ width: 230 }} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('list.query')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            submit();
          }}
        >
          {t('list.reset')}
        </Button>
      </Space>
    </Form>
  );
}
