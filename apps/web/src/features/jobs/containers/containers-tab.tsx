import { cbmToCbf, containerTotals, kgToLb, type TContainerList, ZSaveContainersRequest } from '@apex/shared/jobs';
import { Descriptions } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobTabProps } from '../card/job-tab-props';
import { CargoGrid } from '../cargo-grid/cargo-grid';
import { PartFrame } from '../cargo-grid/part-frame';
import { useJobPart } from '../cargo-grid/use-job-part';
import { jobApi } from '../job-api';
import { type ContainerRow, containerColumns, newContainer } from './container-columns';
import { useContainerLabel } from './container-labels';

/** The job card's containers tab: the containers as one list, their totals rolled up as the user types. */
export function ContainersTab({ jobType, jobId, onDirtyChange }: JobTabProps) {
  const { t } = useTranslation('cargo');
  const label = useContainerLabel();
  const toDraft = useCallback(
    (data: TContainerList) => ({
      containers: data.containers.map((c) => ({ ...newContainer(), ...c })) as ContainerRow[],
    }),
    [],
  );
  const routes = jobApi(jobType).cargo;
  const part = useJobPart({
    part: 'containers',
    routes: { get: routes.getContainers, save: routes.saveContainers },
    schema: ZSaveContainersRequest,
    toDraft,
    jobType,
    jobId,
    onDirtyChange,
  });
  const rows = part.draft?.containers ?? [];
  const totals = containerTotals(rows);
  return (
    <PartFrame part={part} title={t('containersTitle')}>
      <CargoGrid
        list="containers"
        rows={rows}
        columns={containerColumns(label)}
        errors={part.errors}
        newRow={newContainer}
        onChange={(containers) => part.edit(() => ({ containers }))}
      />
      <Descriptions size="small" column={6} style={{ marginTop: 12 }} title={t('totals')}>
        <Descriptions.Item label={label('count')}>{totals.containerCount}</Descriptions.Item>
        <Descriptions.Item label={label('typeSummary')}>{totals.typeSummary || '—'}</Descriptions.Item>
        <Descriptions.Item label={label('packages')}>{totals.packages}</Descriptions.Item>
        <Descriptions.Item label={t('weightKgLb')}>
          {totals.grossWeightKg} / {kgToLb(totals.grossWeightKg)}
        </Descriptions.Item>
        <Descriptions.Item label={t('volumeCbmCbf')}>
          {totals.volumeCbm} / {cbmToCbf(totals.volumeCbm)}
        </Descriptions.Item>
      </Descriptions>
    </PartFrame>
  );
}
