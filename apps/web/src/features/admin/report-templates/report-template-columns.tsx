import type { TLocale } from '@apex/shared/i18n';
import { JOB_TYPE_LABELS, REPORT_TEMPLATE_KIND_LABELS, type TReportTemplate } from '@apex/shared/master';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { ConfirmedRowAction } from '../../../kit/list/confirmed-row-action';
import { RowAction } from '../../../kit/list/row-action';
import { actionsColumn } from '../../../kit/list/row-actions';
import { ToggleEnabledAction } from '../../../kit/list/toggle-enabled-action';
import { updatedColumn } from '../../../kit/list/updated-column';
import { localName } from '../../../kit/local-name';
import { TEMPLATE_LABELS } from './report-template-labels';

interface ReportTemplateActions {
  versions: (template: TReportTemplate) => void;
  /** Absent for those who may only look and download. */
  edit?: (template: TReportTemplate) => void;
  toggle?: (template: TReportTemplate) => Promise<unknown>;
  remove?: (template: TReportTemplate) => Promise<unknown>;
}

/** Columns of the report-template list; everyone who sees the list may open a template's versions. */
export function useReportTemplateColumns(actions: ReportTemplateActions): ColumnsType<TReportTemplate> {
  const { t, i18n } = useTranslation('reportTemplates');
  const { t: ta } = useTranslation('admin');
  const locale = i18n.language as TLocale;
  const labelText = useLabel();
  return [
    { key: 'code', dataIndex: 'code', title: labelText(TEMPLATE_LABELS.code), sorter: true },
    // Sorted by the English name, so sortable only when that is the one shown.
    {
      key: 'nameEn',
      title: labelText('general:columns.name'),
      sorter: locale === 'en_US',
      render: (_, r) => localName(r, locale),
    },
    {
      key: 'kind',
      title: labelText(TEMPLATE_LABELS.kind),
      sorter: true,
      render: (_, r) => labelText(REPORT_TEMPLATE_KIND_LABELS[r.kind]),
    },
    {
      key: 'jobType',
      title: labelText(TEMPLATE_LABELS.jobType),
      render: (_, r) => (r.jobType ? labelText(JOB_TYPE_LABELS[r.jobType]) : t('allJobTypes')),
    },
    {
      key: 'currentVersionNo',
      title: labelText(TEMPLATE_LABELS.currentVersionNo),
      render: (_, r) =>
        r.currentVersionNo === null ? (
          <Tag color="warning">{t('noFile')}</Tag>
        ) : (
          t('versions.label', { versionNo: r.currentVersionNo })
        ),
    },
    {
      key: 'enabled',
      title: labelText(TEMPLATE_LABELS.enabled),
      render: (_, r) =>
        r.enabled ? <Tag color="green">{labelText('general:columns.enabled')}</Tag> : <Tag>{ta('list.disabled')}</Tag>,
    },
    updatedColumn(ta),
    actionsColumn<TReportTemplate>(ta, (r) => (
      <>
        <RowAction label={t('versions.open')} onClick={() => actions.versions(r)} />
        {actions.edit && <RowAction label={ta('list.edit')} onClick={() => actions.edit?.(r)} />}
        {actions.toggle && (
          <ToggleEnabledAction
            enabled={r.enabled}
            texts={{
              enable: ta('list.enable'),
              disable: ta('list.disable'),
              enableQuestion: t('enableQuestion', { code: r.code }),
              disableQuestion: t('disableQuestion', { code: r.code }),
            }}
            onToggle={() => actions.toggle!(r)}
          />
        )}
        {actions.remove && !r.enabled && (
          <ConfirmedRowAction
            danger
            label={ta('list.delete')}
            question={t('deleteQuestion', { code: r.code })}
            onConfirm={() => actions.remove!(r)}
          />
        )}
      </>
    )),
  ];
}
