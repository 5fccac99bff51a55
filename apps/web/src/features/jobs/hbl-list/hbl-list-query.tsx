import type { TJobType, ZHblListQuery } from '@apex/shared/jobs';
import { Button, DatePicker, Form, Input, Segmented, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCodeOptions } from '../bills/use-code-options';

/** The list's filters: the query schema's, less paging and sorting. */
export type HblListFilter = Omit<z.input<typeof ZHblListQuery>, 'page' | 'pageSize' | 'sortField' | 'sortOrder'>;

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
  const releaseModes = useCodeOptions('RELEASE_MODE');
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
    <Form
      name="hblListQuery"
      form={form}
      layout="inline"
      size="small"
      onFinish={submit}
      style={{ rowGap: 8, marginBottom: 8 }}
    >
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
        <Select allowClear options={releaseModes} style={{ width: 170 }} />
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
