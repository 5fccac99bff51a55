import { JOB_TYPE_TABLE, JOB_TYPES, type TGoodsLineRow } from '@apex/shared/jobs';
import { Alert, DatePicker, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureText } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { ColumnChooser } from '../../../kit/list/columns/column-chooser';
import { ListQueryForm } from '../../../kit/list/list-query-form';
import { ListTable } from '../../../kit/list/list-table';
import { useList } from '../../../kit/list/use-list';
import { useHasPermission } from '../../session/permitted';
import { jobDetailPath } from '../card/job-card-paths';
import { useGoodsLabel } from '../goods/goods-labels';
import { jobApi } from '../job-api';
import { JobTypeSwitch } from '../job-type-switch';
import { useJobTypeParam } from '../use-job-type-param';
import { goodsListColumns } from './goods-list-columns';

/** The ETD range's two query fields. */
const RANGES = { etd: ['etdFrom', 'etdTo'] } as const;
/** The list's saved column layout: one for both job types. */
const TABLE_KEY = 'goodsList';

/**
 * /goodslist (spec §2.2): the goods lines of the office's jobs, paged, filtered and sorted by the
 * server, the state in the URL; a double-click opens the line's job card.
 */
export function GoodsListPage() {
  const { t } = useTranslation('cargo');
  const labelText = useLabel();
  const goodsLabel = useGoodsLabel();
  const navigate = useNavigate();
  const [jobType = 'OE', chooseJobType] = useJobTypeParam(JOB_TYPES);
  // The warehouse reads the list without the jobs' cards: a double-click opens one only for who may see it.
  const mayOpen = useHasPermission(JOB_TYPE_TABLE[jobType].view);
  const list = useList(jobApi(jobType).cargo.goodsLines, { isStopError: true });
  const columns = goodsListColumns(goodsLabel, labelText);
  return (
    <Flex vertical gap={8} style={{ padding: 12 }}>
      <ListQueryForm list={list} size="small" ranges={RANGES}>
        <JobTypeSwitch
          types={JOB_TYPES}
          value={jobType}
          onChange={chooseJobType}
          label={labelText('general:columns.jobType')}
          size="small"
        />
        <Form.Item name="jobNo" label={labelText('jobs:columns.jobNo')}>
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
      </ListQueryForm>
      {list.error && <Alert type="error" showIcon message={failureText(list.error)} />}
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">{t('goodsList.openHint')}</Typography.Text>
        <ColumnChooser tableKey={TABLE_KEY} columns={columns} size="small" />
      </Flex>
      <ListTable<TGoodsLineRow>
        list={list}
        columns={columns}
        tableKey={TABLE_KEY}
        size="small"
        bordered
        onRow={(row) => ({ onDoubleClick: () => mayOpen && navigate(jobDetailPath(jobType, row.jobId)) })}
      />
    </Flex>
  );
}
