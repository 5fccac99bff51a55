import type { THblListRow, TJobType } from '@apex/shared/jobs';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/client';
import { ListTable } from '../../../kit/list/list-table';
import { hblCargoColumns } from '../bills/hbl-columns';
import { useHblLabel } from '../bills/hbl-labels';
import { HblListQuery } from '../hbl-list/hbl-list-query';
import { useHblList } from '../hbl-list/use-hbl-list';
import { CombineDialog } from './combine-dialog';
import { SplitDialog } from './split-dialog';

/**
 * `/ocean_exp/oceansplit` and `/OceanImport/oceansplit`: find HB/Ls, split one into several or
 * combine several of one job into one; each in one transaction on the server, totals kept exactly.
 */
function BillSplitPage({ jobType }: { jobType: TJobType }) {
  const { t } = useTranslation('bills');
  const label = useHblLabel();
  const list = useHblList(jobType);
  const [selected, setSelected] = useState<THblListRow[]>([]);
  const [dialog, setDialog] = useState<'split' | 'combine' | null>(null);
  const oneJob = selected.length >= 2 && selected.every((h) => h.jobId === selected[0]!.jobId);
  const close = (done: boolean) => {
    setDialog(null);
    if (done) {
      setSelected([]);
      void list.reload();
    }
  };
  return (
    <div style={{ padding: 12 }}>
      <HblListQuery list={list} jobTypes={[jobType]} jobType={jobType} onJobType={() => {}} />
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" type="primary" disabled={selected.length !== 1} onClick={() => setDialog('split')}>
          {t('split.split')}
        </Button>
        <Button size="small" disabled={!oneJob} onClick={() => setDialog('combine')}>
          {t('combine.combine')}
        </Button>
        <span style={{ color: '#888' }}>{t('split.hint')}</span>
      </Space>
      {list.error && <Alert type="error" showIcon title={failureText(list.error)} />}
      <ListTable<THblListRow>
        list={list}
        size="small"
        columns={hblCargoColumns<THblListRow>(t, label)}
        rowSelection={{ selectedRowKeys: selected.map((h) => h.id), onChange: (_, rows) => setSelected(rows) }}
        pagination={{ size: 'small' }}
        scroll={{ x: 1000 }}
      />
      {dialog === 'split' && selected[0] && <SplitDialog jobType={jobType} hbl={selected[0]} onClose={close} />}
      {dialog === 'combine' && <CombineDialog jobType={jobType} hbls={selected} onClose={close} />}
    </div>
  );
}

export const OceanExportSplitPage = () => <BillSplitPage jobType="OE" />;
export const OceanImportSplitPage = () => <BillSplitPage jobType="OI" />;
