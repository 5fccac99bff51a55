import { API } from '@apex/shared';
import { JOB_TYPES } from '@apex/shared/jobs';
import { JOB_MODES, ZJobFieldConfigQuery } from '@apex/shared/master';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Flex, Segmented, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call } from '../../../api/client';
import { useLabel } from '../../../i18n/use-label';
import { discardQuestion } from '../../../kit/form/discard-question';
import { ExportButton } from '../../../kit/list/export-button';
import { useHasPermission } from '../../session/permitted';
import { useJobFieldColumns } from './job-field-columns';
import { JobFieldSaveBar } from './job-field-save-bar';
import { useJobFieldDraft } from './use-job-field-draft';

const DEFAULT_SELECTION = { jobType: 'OE', jobMode: 'FCL' } as const;
const WHOLE_EXPORT = { page: 1, pageSize: 1 };

/**
 * /systemSetting/fieldmanagement (spec §3 Job field config): per job type and mode, which job
 * fields are required on new and on edit. The type and mode are in the query string (conventions §5).
 */
export function JobFieldsPage() {
  const { t } = useTranslation('codes');
  const labelText = useLabel();
  const { t: ta } = useTranslation('admin');
  const { modal } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const selection = ZJobFieldConfigQuery.safeParse(Object.fromEntries(search)).data ?? DEFAULT_SELECTION;
  const { jobType, jobMode } = selection;
  const canEdit = useHasPermission('/fieldManagement/edit');
  const config = useQuery({
    queryKey: [API.jobFieldConfig.list.tag, jobType, jobMode],
    queryFn: () => call(API.jobFieldConfig.list, { query: selection }),
  });
  const rows = config.data ?? [];
  const draft = useJobFieldDraft(rows);
  const columns = useJobFieldColumns(draft, canEdit);

  const select = (patch: Partial<typeof selection>) => {
    const go = () => {
      draft.clear();
      setSearch({ ...selection, ...patch });
    };
    if (draft.changes.length === 0) return go();
    modal.confirm(
      discardQuestion({
        title: t('jobFields.leaveTitle', selection),
        discardText: ta('form.discard'),
        keepText: ta('form.keepEditing'),
        onDiscard: go,
      }),
    );
  };

  return (
    <Card
      title={labelText('administration:menus.jobFieldManagement')}
      extra={
        <Space>
          {/* The workbook holds every type and mode; there is no list state to pass on. */}
          <ExportButton route={API.jobFieldConfig.export} state={WHOLE_EXPORT} />
          {canEdit && <JobFieldSaveBar selection={selection} draft={draft} reload={() => config.refetch()} />}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('jobFields.intro')}</Typography.Paragraph>
      <Flex wrap gap={24} style={{ marginBottom: 12 }}>
        <Space>
          <Typography.Text>{labelText('administration:columns.fieldJobType')}</Typography.Text>
          <Segmented
            aria-label={labelText('administration:columns.fieldJobType')}
            value={jobType}
            options={JOB_TYPES.map((type) => ({ value: type, label: `${type} · ${t(`jobFields.types.${type}`)}` }))}
            onChange={(value) => select({ jobType: value })}
          />
        </Space>
        <Space>
          <Typography.Text>{labelText('administration:columns.fieldJobMode')}</Typography.Text>
          <Segmented
            aria-label={labelText('administration:columns.fieldJobMode')}
            value={jobMode}
            options={[...JOB_MODES]}
            onChange={(value) => select({ jobMode: value })}
          />
        </Space>
      </Flex>
      <Table
        rowKey="fieldName"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={config.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
