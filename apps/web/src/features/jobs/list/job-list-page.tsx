import { SettingOutlined } from '@ant-design/icons';
import type { TBatchChange, TJobCopyGroup, TJobListRow, TJobType } from '@apex/shared/jobs';
import { JOB_TYPE_TABLE, RELATED_JOB_TYPE } from '@apex/shared/jobs';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Flex, Popover, Table, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, call, failureText, request } from '../../../api/client';
import { ResizableHeaderCell, type ResizeProps } from '../../../kit/list/columns/resizable-header-cell';
import { useSavedColumns } from '../../../kit/list/columns/use-saved-columns';
import { ExportButton } from '../../../kit/list/export-button';
import { useList } from '../../../kit/list/use-list';
import { useRecordAction } from '../../../kit/list/use-record-action';
import { useHasPermission } from '../../session/permitted';
import { jobDetailPath, newJobPath } from '../card/job-card-paths';
import { jobApi } from '../job-api';
import { JobBatchDialog } from './job-batch-dialog';
import { useJobColumns } from './job-columns';
import { JobCopyDialog } from './job-copy-dialog';
import { JobQueryForm } from './job-query-form';
import { printJobList } from './print-job-list';
import { useRememberedJobQuery } from './use-job-query';

const COUNT_CAP = 10_000;
/** Header cells with a drag handle: a column's width is dragged and saved per user. */
const RESIZABLE_HEADER = { header: { cell: ResizableHeaderCell } };
/** antd's row selection column. */
const SELECTION_WIDTH = 32;

/**
 * The ocean export or import job list (spec §2.8): query form, server-paged grid, and the list's
 * buttons. One component for both types; the type picks the API paths and the card it opens.
 */
export function JobListPage({
  jobType,
  cardPath = jobDetailPath,
}: {
  jobType: TJobType;
  /** Where a job opens: the shell's card, or an embedded variant's own page. */
  cardPath?: (jobType: TJobType, jobId: number) => string;
}) {
  const { t } = useTranslation('jobList');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = jobApi(jobType);
  const list = useList(api.list.list);
  const remember = useRememberedJobQuery(jobType, list);
  const canEdit = useHasPermission(JOB_TYPE_TABLE[jobType].edit);
  const act = useRecordAction(api.list.list.tag);
  const allColumns = useJobColumns();
  const grid = useSavedColumns(`jobList.${jobType}`);
  const [selected, setSelected] = useState<TJobListRow[]>([]);
  const [dialog, setDialog] = useState<'copy' | 'batch' | null>(null);

  const hidden = new Set(grid.saved?.filter((c) => !c.visible).map((c) => c.key));
  const shown = allColumns.map((c) => String(c.key)).filter((k) => !hidden.has(k));
  // The width a column is being dragged to, before it is saved.
  const [dragged, setDragged] = useState<Record<string, number>>({});
  const widths = new Map(grid.saved?.map((c) => [c.key, c.width]));
  const widthOf = (key: string, fallback: unknown) => dragged[key] ?? widths.get(key) ?? Number(fallback);
  /** Saves which columns show and how wide, the user's other choices kept. */
  const saveLayout = (visible: string[], changed: Record<string, number> = {}) =>
    void grid.save(
      allColumns.map((c) => {
        const key = String(c.key);
        return { key, visible: visible.includes(key), width: changed[key] ?? widthOf(key, c.width) };
      }),
    );
  const columns = allColumns
    .filter((c) => !hidden.has(String(c.key)))
    .map((c) => {
      const key = String(c.key);
      const width = widthOf(key, c.width);
      const resizeTo = (to: number) => setDragged((d) => ({ ...d, [key]: to }));
      const resize: ResizeProps = {
        width,
        onResize: resizeTo,
        onResizeEnd: (to) => {
          resizeTo(to);
          saveLayout(shown, { [key]: to });
        },
      };
      return {
        ...c,
        width,
        sortOrder: list.state.sortField === c.key ? list.state.sortOrder : null,
        onHeaderCell: () => resize as HTMLAttributes<HTMLElement>,
      };
    });
  const chooser = (
    <Checkbox.Group
      style={{ display: 'grid', gap: 2 }}
      value={shown}
      onChange={(visible) => saveLayout(visible)}
      options={allColumns.map((c) => ({ value: String(c.key), label: String(c.title) }))}
    />
  );

  const one = () => {
    if (selected.length !== 1) void message.warning(t('selectOne'));
    return selected.length === 1 ? selected[0]! : undefined;
  };
  const open = (job: { id: number }, type: TJobType = jobType) => navigate(cardPath(type, job.id));
  const query = (filters: Record<string, unknown>) => {
    list.update({ ...filters, page: 1 });
    remember({ ...list.state, ...filters } as never);
    setSelected([]);
  };
  const failed = (error: unknown) => void message.error({ content: failureText(error), duration: 5 });

  const copy = async (groups: TJobCopyGroup[], confirmPastEta = false): Promise<void> => {
    const job = selected[0]!;
    try {
      const created = await call(
        api.list.copy,
        { params: { id: job.id }, body: { groups, confirmPastEta } },
        { isStopError: true },
      );
      void message.success(t('copied', { jobNo: created.jobNo }));
      void queryClient.invalidateQueries({ queryKey: [api.list.list.tag] });
      setDialog(null);
      open(created);
    } catch (error) {
      // spec §5: a copied ETA before today asks first, as on the card.
      if (error instanceof ApiError && error.envelope.code === 'job.pastEta')
        modal.confirm({ content: t('pastEtaQuestion'), onOk: () => copy(groups, true) });
      else failed(error);
    }
  };
  const batch = async (change: TBatchChange) => {
    try {
      const { updated } = await call(
        api.list.batchUpdate,
        { body: { jobs: selected.map(({ id, version }) => ({ id, version })), change } },
        { isStopError: true },
      );
      void message.success(t('batchDone', { count: updated }));
      setDialog(null);
      setSelected([]);
    } catch (error) {
      failed(error);
    }
    await queryClient.invalidateQueries({ queryKey: [api.list.list.tag] });
  };
  const related = async (job: TJobListRow) => {
    try {
      const created = await call(
        api.list.related,
        { params: { id: job.id }, body: { version: job.version } },
        { isStopError: true },
      );
      void message.success(t('relatedCreated', { jobNo: created.jobNo }));
      void queryClient.invalidateQueries({ queryKey: [api.list.list.tag] });
      open(created, RELATED_JOB_TYPE[jobType]);
    } catch (error) {
      failed(error);
    }
  };
  const remove = (job: TJobListRow) =>
    modal.confirm({
      content: t('deleteQuestion', { jobNo: job.jobNo }),
      onOk: () =>
        act(
          () =>
            request(
              api.card.remove,
              { params: { id: job.id }, query: { version: job.version } },
              { isStopError: true },
            ),
          t('deleted', { jobNo: job.jobNo }),
        ).then(() => setSelected([])),
    });
  const whenOne = (run: (job: TJobListRow) => void) => () => {
    const job = one();
    if (job) run(job);
  };

  return (
    <Flex vertical gap={6} style={{ padding: 8 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t(`title${jobType}`)}
      </Typography.Title>
      <JobQueryForm jobType={jobType} state={list.state} onQuery={query} />
      <Flex wrap gap={4}>
        {canEdit && (
          <>
            <Button size="small" type="primary" onClick={() => navigate(newJobPath(jobType))}>
              {t('new')}
            </Button>
            <Button size="small" onClick={whenOne((j) => open(j))}>
              {t('edit')}
            </Button>
            <Button size="small" onClick={whenOne(() => setDialog('copy'))}>
              {t('copy')}
            </Button>
            <Button size="small" danger onClick={whenOne(remove)}>
              {t('delete')}
            </Button>
            <Button
              size="small"
              onClick={() => (selected.length ? setDialog('batch') : void message.warning(t('selectSome')))}
            >
              {t('batch')}
            </Button>
            <Button size="small" onClick={whenOne((j) => void related(j))}>
              {t('related')}
            </Button>
          </>
        )}
        <ExportButton route={api.list.export} state={list.state} />
        <Button
          size="small"
          onClick={() =>
            printJobList(
              t(`title${jobType}`),
              columns.map((c) => [String(c.key), String(c.title)]),
              list.rows,
            )
          }
        >
          {t('print')}
        </Button>
        <Popover content={chooser} trigger="click" placement="bottomRight">
          <Button size="small" icon={<SettingOutlined />}>
            {t('columns')}
          </Button>
        </Popover>
      </Flex>
      <Table<TJobListRow>
        size="small"
        rowKey="id"
        bordered
        columns={columns}
        components={RESIZABLE_HEADER}
        // Each column as wide as set (and dragged): the automatic layout would size them by content.
        tableLayout="fixed"
        dataSource={list.rows}
        loading={list.loading}
        // As wide as its columns (and the selection column): the table is not stretched over them.
        scroll={{ x: columns.reduce((sum, c) => sum + c.width, SELECTION_WIDTH), y: 'calc(100vh - 330px)' }}
        rowSelection={{ selectedRowKeys: selected.map((j) => j.id), onChange: (_, rows) => setSelected(rows) }}
        onRow={(job) => ({ onDoubleClick: () => open(job) })}
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          list.update({
            page: pagination.current,
            pageSize: pagination.pageSize,
            sortField: s?.order ? s.columnKey : undefined,
            sortOrder: s?.order ?? undefined,
          });
        }}
        pagination={{
          current: list.state.page,
          pageSize: list.state.pageSize,
          total: list.total,
          size: 'small',
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100, 200],
          showTotal: (total) => (total >= COUNT_CAP ? t('totalCapped', { total }) : t('total', { total })),
        }}
      />
      {dialog === 'copy' && selected[0] && (
        <JobCopyDialog job={selected[0]} onCopy={copy} onClose={() => setDialog(null)} />
      )}
      {dialog === 'batch' && <JobBatchDialog count={selected.length} onApply={batch} onClose={() => setDialog(null)} />}
    </Flex>
  );
}

/** /ocean_exp/list */
export const OceanExportJobListPage = () => <JobListPage jobType="OE" />;
/** /OceanImport/JobList and /sc/oceanimport/JobList */
export const OceanImportJobListPage = () => <JobListPage jobType="OI" />;
