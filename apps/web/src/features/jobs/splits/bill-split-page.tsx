import type { THblListRow, TJobType } from '@apex/shared/jobs';
import { Alert, Button, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../api/client';
import { hblCargoColumns } from '../bills/hbl-columns';
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
  const { result, page, onChange, query } = useHblList(jobType);
  const [selected, setSelected] = useState<THblListRow[]>([]);
  const [dialog, setDialog] = useState<'split' | 'combine' | null>(null);
  const oneJob = selected.length >= 2 && selected.every((h) => h.jobId === selected[0]!.jobId);
  const close = (done: boolean) => {
    setDialog(null);
    if (done) {
      setSelected([]);
      void result.refetch();
    }
  };
  return (
    <div style={{ padding: 12 }}>
      <HblListQuery jobTypes={[jobType]} jobType={jobType} onJobType={() => {}} onQuery={query} />
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" type="primary" disabled={selected.length !== 1} onClick={() => setDialog('split')}>
          {t('split.split')}
        </Button>
        <Button size="small" disabled={!oneJob} onClick={() => setDialog('combine')}>
          {t('combine.combine')}
        </Button>
        <span style={{ color: '#888' }}>{t('split.hint')}</span>
      </Space>
      {result.isError && <Alert type="error" showIcon title={failureText(result.error)} />}
      <Table<THblListRow>
        size="small"
        rowKey="id"
        loading={result.isFetching}
        columns={hblCargoColumns<THblListRow>(t)}
        dataSource={result.data?.rows}
        onChange={onChange}
        rowSelection={{ selectedRowKeys: selected.map((h) => h.id), onChange: (_, rows) => setSelected(rows) }}
        pagination={{ ...page, current: page.page, total: result.data?.total ?? 0, size: 'small' }}
        scroll={{ x: 1000 }}
      />
      {dialog === 'split' && selected[0] && <SplitDialog jobType={jobType} hbl={selected[0]} onClose={close} />}
      {dialog === 'combine' && <CombineDialog jobType={jobType} hbls={selected} onClose={close} />}
    </div>
  );
}

export const OceanExportSplitPage = () => <BillSplitPage jobType="OE" />;
export const OceanImportSplitPage = () => <BillSplitPage jobType="OI" />;
