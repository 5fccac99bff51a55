import { formatConverted, formatQuantity } from '@apex/shared/format';
import { goodsTotals, type TGoodsList, ZSaveGoodsRequest } from '@apex/shared/jobs';
import { Descriptions } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobTabProps } from '../card/job-tab-props';
import { CargoGrid } from '../cargo-grid/cargo-grid';
import { editableFigures } from '../cargo-grid/editable-figures';
import { PartFrame } from '../cargo-grid/part-frame';
import { useJobPart } from '../cargo-grid/use-job-part';
import { jobApi } from '../job-api';
import { type GoodsRow, goodsColumns, goodsFigureColumns, newGoodsLine } from './goods-columns';
import { useGoodsLabel } from './goods-labels';

const GOODS_FIGURES = ['qty', 'netWeightKg', 'grossWeightKg', 'volumeCbm'] as const satisfies (keyof GoodsRow)[];

/** The job card's goods tab: the goods lines, with KG/LB, CBM/CBF and chargeable weight side by side. */
export function GoodsTab({ jobType, jobId, onDirtyChange }: JobTabProps) {
  const { t } = useTranslation('cargo');
  const { t: tj } = useTranslation('jobCard');
  const label = useGoodsLabel();
  const toDraft = useCallback(
    (data: TGoodsList) => ({
      lines: data.lines.map(({ amount, ...line }): GoodsRow => editableFigures(line, GOODS_FIGURES)),
    }),
    [],
  );
  const routes = jobApi(jobType).cargo;
  const part = useJobPart({
    part: 'goods',
    routes: { get: routes.getGoods, save: routes.saveGoods },
    schema: ZSaveGoodsRequest,
    toDraft,
    jobType,
    jobId,
    onDirtyChange,
  });
  const rows = part.draft?.lines ?? [];
  const totals = goodsTotals(rows);
  return (
    <PartFrame part={part} title={tj('tabs.goods')}>
      <CargoGrid
        list="lines"
        rows={rows}
        columns={goodsColumns(label)}
        extraColumns={goodsFigureColumns(label)}
        errors={part.errors}
        newRow={newGoodsLine}
        onChange={(lines) => part.edit(() => ({ lines }))}
      />
      <Descriptions size="small" column={5} style={{ marginTop: 12 }} title={t('totals')}>
        <Descriptions.Item label={t('goods.pieces')}>{totals.pieces}</Descriptions.Item>
        <Descriptions.Item label={t('weightKgLb')}>
          {formatQuantity(totals.grossWeightKg, 'weight')} / {formatConverted(totals.grossWeightLb, 'weight')}
        </Descriptions.Item>
        <Descriptions.Item label={t('volumeCbmCbf')}>
          {formatQuantity(totals.volumeCbm, 'volume')} / {formatConverted(totals.volumeCbf, 'volume')}
        </Descriptions.Item>
        <Descriptions.Item label={t('goods.chargeable')}>
          {formatQuantity(totals.chargeableKg, 'weight')}
        </Descriptions.Item>
      </Descriptions>
    </PartFrame>
  );
}
