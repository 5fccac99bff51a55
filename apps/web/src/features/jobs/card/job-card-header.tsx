import type { TLocale } from '@apex/shared/i18n';
import { JOB_STATUSES, type TJob, type TJobType } from '@apex/shared/jobs';
import { JOB_TYPE_LABELS } from '@apex/shared/master';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { localName } from '../../../kit/local-name';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span>
      <Typography.Text type="secondary">{label}: </Typography.Text>
      {children}
    </span>
  );
}

/**
 * Above the tabs: which job this is, and a warning about its customer (spec §6: blacklisted or over
 * the credit limit customers are flagged wherever a job shows).
 */
export function JobCardHeader({ jobType, job }: { jobType: TJobType; job: TJob | undefined }) {
  const { t, i18n } = useTranslation('jobCard');
  const locale = i18n.language as TLocale;
  const labelText = useLabel();
  const customer = job?.parties.customer;
  return (
    <Flex wrap align="center" style={{ marginBottom: 8, gap: '4px 24px' }} aria-label={t('header.jobNo')}>
      <Item label={t('header.jobNo')}>
        {job ? <Typography.Text strong>{job.jobNo}</Typography.Text> : t('header.newJob')}
      </Item>
      <Item label={t('header.jobType')}>{labelText(JOB_TYPE_LABELS[jobType])}</Item>
      {job && (
        <>
          <Item label={t('header.jobMode')}>{job.jobMode}</Item>
          <Item label={labelText('general:columns.status')}>{labelText(JOB_STATUSES[job.jobStatus])}</Item>
          <Item label={labelText('jobs:fields.customer')}>
            {customer ? `${customer.code} · ${localName(customer, locale)}` : '—'}
            {customer?.blacklisted && (
              <Tooltip title={customer.blacklistReason}>
                <Tag color="error" style={{ marginInlineStart: 8 }}>
                  {labelText('general:columns.blacklisted')}
                </Tag>
              </Tooltip>
            )}
            {customer?.overCredit && (
              <Tag color="warning" style={{ marginInlineStart: 8 }}>
                {labelText('finance:fields.overCredit')}
              </Tag>
            )}
          </Item>
        </>
      )}
    </Flex>
  );
}
