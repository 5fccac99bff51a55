import {
  JOB_TYPE_TABLE,
  JOB_TYPES,
  type TGoodsLineListQuery,
  type TGoodsLineRow,
  type TJobType,
} from '@apex/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Flex, Form, Input, Segmented, Table, type TableColumnType, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call, failureText } from '../../../api/client';
import { useHasPermission } from '../../session/permitted';
import { jobDetailPath } from '../card/job-card-paths';
import { jobApi } from '../job-api';

type Filters = Pick<TGoodsLineListQuery, 'jobNo' | 'hsCode' | 'name' | 'etdFrom' | 'etdTo'>;
type SortField = NonNullable<TGoodsLineListQuery['sortField']>;

/**
 * /goodslist (spec §2.2): the goods lines of the office's jobs, paged, filtered and sorted by the
 * server; a double-click opens the line's job card.
 */
export function GoodsListPage() {
  const { t } = useTranslation('cargo');
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [jobType, setJobType] = useState<TJobType>('OE');
  // The warehouse reads the list without the jobs' cards: a double-click opens one only for who may see it.
  const mayOpen = useHasPermission(JOB_TYPE_TABLE[jobType].view);
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [sort, setSort] = useState<{ sortField?: SortField; sortOrder?: 'ascend' | 'descend' }>({});
  const query = { ...filters, ...paging, ...sort };
  const found = useQuery({
    queryKey: ['goodsLines', jobType, query],
    queryFn: () => call(jobApi(jobType).cargo.goodsLines, { query }, { isStopError: true }),
    placeholderData: (previous) => previous,
  });
  const apply = (values: { jobNo?: string; hsCode?: string; name?: string; etd?: [Dayjs, Dayjs] }) => {
    setFilters({
      jobNo: values.jobNo || undefined,
      hsCode: values.hsCode || undefined,
      name: values.name || undefined,
      etdFrom: values.etd?.[0].format('YYYY-MM-DD'),
      etdTo: values.etd?.[1].format('YYYY-MM-DD'),
    });
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const sortable = (key: SortField) => ({
    sorter: true,
    sortOrder: sort.sortField === key ? sort.sortOrder : undefined,
  });
  const columns: TableColumnType<TGoodsLineRow>[] = [
    { key: 'jobNo', dataIndex: 'jobNo', title: t('goodsList.jobNo'), width: 150, ...sortable('jobNo') },
    { key: 'hsCode', dataIndex: 'hsCode', title: t('goods.hsCode'), width: 90, ...sortable('hsCode') },
    { key: 'name', dataIndex: 'name', title: t('goods.name'), width: 200 },
    { key: 'qty', dataIndex: 'qty', title: t('goods.qty'), width: 90, align: 'right' },
    { key: 'unit', dataIndex: 'unit', title: t('goods.unit'), width: 60 },
    { key: 'grossWeightKg', dataIndex: 'grossWeightKg', title: t('goods.grossWeightKg'), width: 120, align: 'right' },
    { key: 'volumeCbm', dataIndex: 'volumeCbm', title: t('goods.volumeCbm'), width: 100, align: 'right' },
    { key: 'customerName', dataIndex: 'customerName', title: t('goodsList.customer'), width: 200 },
    { key: 'etd', dataIndex: 'etd', title: t('goodsList.etd'), width: 100, ...sortable('etd') },
    { key: 'eta', dataIndex: 'eta', title: t('goodsList.eta'), width: 100, ...sortable('eta') },
  ];
  return (
    <Flex vertical gap={8} style={{ padding: 12 }}>
      <Form name="goodsListQuery" form={form} layout="inline" size="small" onFinish={apply}>
        <Form.Item label={t('goodsList.jobType')}>
          <Segmented<TJobType>
            size="small"
            value={jobType}
            options={JOB_TYPES.map((v) => ({ value: v, label: t(`goodsList.${v}`) }))}
            onChange={(v) => {
              setJobType(v);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
          />
        </Form.Item>
        <Form.Item name="jobNo" label={t('goodsList.jobNo')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="hsCode" label={t('goods.hsCode')}>
          <Input allowClear style={{ width: 100 }} />
        </Form.Item>
        <Form.Item name="name" label={t('goods.name')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="etd" label={t('goodsList.etdRange')}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('goodsList.query')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            apply({});
          }}
        >
          {t('goodsList.reset')}
        </Button>
      </Form>
      {found.isError && <Alert type="error" showIcon message={failureText(found.error)} />}
      <Typography.Text type="secondary">{t('goodsList.openHint')}</Typography.Text>
      <Table<TGoodsLineRow>
        size="small"
        bordered
        rowKey="id"
        loading={found.isFetching}
        columns={columns}
        dataSource={found.data?.rows ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: found.data?.total ?? 0,
          showSizeChanger: true,
        }}
        onChange={(pagination, _filters, sorter) => {
          setPaging({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? 20 });
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          setSort(one?.order ? { sortField: one.columnKey as SortField, sortOrder: one.order } : {});
        }}
        onRow={(row) => ({
          onDoubleClick: () => mayOpen && navigate(jobDetailPath(jobType, row.jobId)),
        })}
      />
    </Flex>
  );
}
