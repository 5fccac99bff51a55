import { formatConverted, formatQuantity } from '@apex/shared/format';
import { cbmToCbf, containerTotals, kgToLb, type TContainerList, ZSaveContainersRequest } from '@apex/shared/jobs';
import { Descriptions } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobTabProps } from '../card/job-tab-props';
import { CargoGrid } from '../cargo-grid/cargo-grid';
import { editableFigures } from '../cargo-grid/editable-figures';
import { PartConfirmDialog } from '../cargo-grid/part-confirm-dialog';
import { PartFrame } from '../cargo-grid/part-frame';
import { useJobPart } from '../cargo-grid/use-job-part';
import { jobApi } from '../job-api';
import { type ContainerRow, containerColumns, newContainer } from './container-columns';
import { useContainerLabel } from './container-labels';

const CONTAINER_FIGURES = [
  'tareKg',
  'grossWeightKg',
  'volumeCbm',
  'vgmWeightKg',
] as const satisfies (keyof ContainerRow)[];

/** The job card's containers tab: the containers as one list, their totals rolled up as the user types. */
export function ContainersTab({ jobType, jobId, onDirtyChange }: JobTabProps) {
  const { t } = useTranslation('cargo');
  const { t: tj } = useTranslation('jobCard');
  const label = useContainerLabel();
  const toDraft = useCallback(
    (data: TContainerList) => ({
      containers: data.containers.map((c) => editableFigures({ ...newContainer(), ...c }, CONTAINER_FIGURES)),
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
  const saved = part.loaded.data?.containers;
  // The server keeps a confirmation by number: a number confirmed once is not asked about again.
  const confirmedBy = useMemo(() => {
    const byNo = new Map(
      (saved ?? []).flatMap((c) => (c.checkDigitConfirmedBy ? [[c.containerNo, c.checkDigitConfirmedBy]] : [])),
    );
    return (no: string) => byNo.get(no);
  }, [saved]);
  const rows = part.draft?.containers ?? [];
  const totals = containerTotals(rows);
  return (
    <PartFrame part={part} title={t('containersTitle')}>
      <CargoGrid
        list="containers"
        rows={rows}
        columns={containerColumns(label, confirmedBy)}
        errors={part.errors}
        newRow={newContainer}
        onChange={(containers) => part.edit(() => ({ containers }))}
      />
      <Descriptions size="small" column={6} style={{ marginTop: 12 }} title={t('totals')}>
        <Descriptions.Item label={label('count')}>{totals.containerCount}</Descriptions.Item>
        <Descriptions.Item label={label('typeSummary')}>{totals.typeSummary || '—'}</Descriptions.Item>
        <Descriptions.Item label={label('packages')}>{totals.packages}</Descriptions.Item>
        <Descriptions.Item label={t('weightKgLb')}>
          {formatQuantity(totals.grossWeightKg, 'weight')} / {formatConverted(kgToLb(totals.grossWeightKg), 'weight')}
        </Descriptions.Item>
        <Descriptions.Item label={t('volumeCbmCbf')}>
          {formatQuantity(totals.volumeCbm, 'volume')} / {formatConverted(cbmToCbf(totals.volumeCbm), 'volume')}
        </Descriptions.Item>
      </Descriptions>
      <PartConfirmDialog
        part={part}
        kind="checkDigit"
        title={t('checkDigitTitle')}
        okText={tj('general.saveAnyway')}
        confirmed={{ confirmCheckDigits: true }}
      />
    </PartFrame>
  );
}
