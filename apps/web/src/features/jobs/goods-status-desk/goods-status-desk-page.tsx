import type { TJobType } from '@apex/shared/jobs';
import { JOB_TYPE_TABLE } from '@apex/shared/jobs';
import { NO_STEP, NORMAL_STEPS, type TGoodsStatusDeskRow } from '@apex/shared/tracking';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLabel } from '../../../i18n/use-label';
import { FilterSelect } from '../../../kit/list/filter-select';
import { ListPage } from '../../../kit/list/list-page';
import { useList } from '../../../kit/list/use-list';
import { DateRangeFilter } from '../../finance/finance-filters';
import { useHasPermission } from '../../session/permitted';
import { jobDetailPath } from '../card/job-card-paths';
import { useGoodsStatusLabel } from '../goods-status/goods-status-labels';
import { jobApi } from '../job-api';
import { JobTypeSwitch } from '../job-type-switch';
import { PortSelect } from '../pickers/port-select';
import { useJobTypeParam } from '../use-job-type-param';
import { BatchStepDialog } from './batch-step-dialog';
import { goodsStatusDeskColumns } from './goods-status-desk-columns';

const RANGES = { etas: ['etaFrom', 'etaTo'] } as const;
/** The desk sits in the import service centre: its imports first, the exports a click away. */
const TYPES: readonly TJobType[] = ['OI', 'OE'];

/**
 * The goods status desk (/sc/oceanimport/JobGoodsStatus, spec §2.2): the office's jobs with their
 * current step; tick many and set one step with one date on all of them (the daily "these jobs
 * arrived"), or export the list. A double-click opens the job.
 */
export function GoodsStatusDeskPage() {
  const { t } = useTranslation('goodsStatus');
  const labelText = useLabel();
  const label = useGoodsStatusLabel();
  const navigate = useNavigate();
  const [jobType = 'OI', chooseJobType] = useJobTypeParam(TYPES);
  const routes = jobApi(jobType).goodsStatusDesk;
  const canEdit = useHasPermission(JOB_TYPE_TABLE[jobType].edit);
  const list = useList(routes.list);
  const [ticked, setTicked] = useState<number[]>([]);
  const [setting, setSetting] = useState(false);
  return (
    <ListPage<TGoodsStatusDeskRow>
      title={labelText('jobs:menus.goodsStatus')}
      list={list}
      columns={goodsStatusDeskColumns(labelText, label, t('desk.noStep'))}
      tableKey="goodsStatusDesk"
      rowKey="jobId"
      ranges={RANGES}
      exportRoute={routes.export}
      rowSelection={canEdit ? { selectedRowKeys: ticked, onChange: (keys) => setTicked(keys as number[]) } : undefined}
      toolbar={
        canEdit && (
          <Button type="primary" disabled={ticked.length === 0} onClick={() => setSetting(true)}>
            {ticked.length > 0
              ? `${t('desk.setStep')} (${t('desk.selected', { count: ticked.length })})`
              : t('desk.setStep')}
          </Button>
        )
      }
      filters={
        <>
          <JobTypeSwitch
            types={TYPES}
            value={jobType}
            onChange={(next) => {
              setTicked([]);
              chooseJobType(next);
            }}
          />
          {(['jobNo', 'mblNo'] as const).map((name) => (
            <Form.Item key={name} name={name}>
              <Input
                allowClear
                placeholder={labelText(`jobs:columns.${name}`)}
                aria-label={labelText(`jobs:columns.${name}`)}
                style={{ width: 150 }}
              />
            </Form.Item>
          ))}
          <Form.Item name="pod">
            <PortSelect
              placeholder={labelText('jobs:columns.pod')}
              aria-label={labelText('jobs:columns.pod')}
              style={{ width: 150 }}
            />
          </Form.Item>
          <DateRangeFilter name="etas" label={labelText('jobs:columns.eta')} />
          <FilterSelect
            name="step"
            label={label.field('currentStep')}
            searchable
            width={190}
            options={[
              { value: NO_STEP, label: t('desk.noStep') },
              ...NORMAL_STEPS.map((value) => ({ value, label: label.step(value) })),
            ]}
          />
        </>
      }
      onRow={(row) => ({ onDoubleClick: () => navigate(jobDetailPath(jobType, row.jobId)) })}
    >
      {setting && (
        <BatchStepDialog
          jobType={jobType}
          jobIds={ticked}
          onClose={(saved) => {
            setSetting(false);
            if (saved) setTicked([]);
          }}
        />
      )}
    </ListPage>
  );
}
