import { formatQuantity } from '@apex/shared/format';
import type { THbl } from '@apex/shared/jobs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Popconfirm, Space, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, failureText } from '../../../api/client';
import { HblPrintButton } from '../../documents/hbl-print-button';
import type { JobTabProps } from '../card/job-tab-props';
import { jobApi } from '../job-api';
import { billsQuery, billsQueryKey } from './bills-api';
import { hblCargoColumns } from './hbl-columns';
import { HblEditor } from './hbl-editor';
import { useHblLabel } from './hbl-labels';
import { MblSection } from './mbl-section';

/**
 * The HB/L & MB/L tab (issue 5): the MB/L part, and the job's HB/Ls. On a master job the HB/Ls are
 * its sub-jobs', read-only (spec §5 "an HBL cannot be edited from the master").
 */
export function BlTab({ jobType, jobId, onDirtyChange = () => {} }: JobTabProps) {
  const { t } = useTranslation('bills');
  const { t: ta } = useTranslation('admin');
  const label = useHblLabel();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const bills = useQuery(billsQuery(jobType, jobId));
  const [editing, setEditing] = useState<{ hbl?: THbl } | null>(null);
  const [mblDirty, setMblDirty] = useState(false);
  const [hblDirty, setHblDirty] = useState(false);
  const report = (mbl: boolean, hbl: boolean) => onDirtyChange(mbl || hbl);
  const reload = () => queryClient.invalidateQueries({ queryKey: billsQueryKey(jobType, jobId) });

  if (bills.isPending) return <Spin />;
  if (bills.isError) return <Alert type="error" showIcon title={failureText(bills.error)} />;
  const isMaster = bills.data.job.jobMode === 'CONSOL';
  const remove = async (hbl: THbl) => {
    try {
      await call(jobApi(jobType).bills.removeHbl, {
        params: { id: jobId, hblId: hbl.id },
        query: { version: hbl.version },
      });
      void message.success(t('hbl.deleted'));
    } catch (error) {
      void message.error(failureText(error));
    }
    await reload();
  };
  const columns = [
    ...hblCargoColumns<THbl>(t, label).filter((c) => isMaster || c.key !== 'jobNo'),
    {
      key: 'chargeable',
      title: t('hbl.fields.chargeableWeight'),
      width: 110,
      align: 'right' as const,
      render: (_: unknown, hbl: THbl) => formatQuantity(hbl.chargeableWeight, 'weight'),
    },
    {
      key: 'actions',
      title: '',
      width: 190,
      render: (_: unknown, hbl: THbl) =>
        hbl.readOnly ? (
          <Tag>{t('hbl.readOnly')}</Tag>
        ) : (
          <Space size={4}>
            <Button size="small" type="link" onClick={() => setEditing({ hbl })}>
              {ta('list.edit')}
            </Button>
            <HblPrintButton jobType={jobType} jobId={jobId} hbl={hbl} />
            <Popconfirm title={t('hbl.deleteConfirm', { hblNo: hbl.hblNo })} onConfirm={() => remove(hbl)}>
              <Button size="small" type="link" danger>
                {ta('list.delete')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];
  return (
    <Flex vertical gap={8}>
      <MblSection
        jobType={jobType}
        bills={bills.data}
        onDirtyChange={(dirty) => {
          setMblDirty(dirty);
          report(dirty, hblDirty);
        }}
      />
      <Card
        size="small"
        title={t('hbl.title')}
        extra={
          !isMaster && (
            <Button size="small" type="primary" onClick={() => setEditing({})}>
              {t('hbl.new')}
            </Button>
          )
        }
      >
        {isMaster && <Alert type="info" showIcon title={t('hbl.masterNote')} style={{ marginBottom: 8 }} />}
        <Table<THbl>
          size="small"
          rowKey="id"
          pagination={false}
          columns={columns}
          dataSource={bills.data.hbls}
          scroll={{ x: 1100 }}
        />
      </Card>
      {editing && (
        <HblEditor
          jobType={jobType}
          jobId={jobId}
          hbl={editing.hbl}
          onDirtyChange={(dirty) => {
            setHblDirty(dirty);
            report(mblDirty, dirty);
          }}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void reload();
          }}
        />
      )}
    </Flex>
  );
}
