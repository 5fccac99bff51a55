import type { TContainer } from '@apex/shared/jobs';
import { Select } from 'antd';
import type { GridColumn } from '../cargo-grid/cargo-grid';
import { CodeSelect, countCell, dayCell, momentCell, textCell } from '../cargo-grid/cell-inputs';
import { ContainerClockTags } from '../control-board/clock-tag';
import type { ContainerLabel } from './container-labels';
import { ContainerNoCell } from './container-no-cell';

export type ContainerRow = TContainer;

export const newContainer = (): ContainerRow => ({
  containerType: '',
  containerNo: '',
  checkDigitConfirmedBy: null,
  checkDigitConfirmedAt: null,
  sealNo: '',
  palletNum: null,
  tareKg: null,
  grossWeightKg: null,
  packages: null,
  volumeCbm: null,
  vgmWeightKg: null,
  vgmMethod: null,
  vgmAt: null,
  packer: '',
  packerContact: '',
  packingDate: null,
  loadingAt: null,
  loadingStatus: '',
  gateInAt: null,
  shipperUnit: '',
  driverName: '',
  driverTel: '',
  truckNo: '',
  plateNo: '',
  lastFreeDate: null,
  dischargeDate: null,
  gateOutDate: null,
  emptyReturnDate: null,
  // A new line's clocks come with its first save.
  clocks: { demurrage: null, detention: null },
});

type Column = GridColumn<ContainerRow>;
const DAY_KEYS = ['packingDate', 'lastFreeDate', 'dischargeDate', 'gateOutDate', 'emptyReturnDate'] as const;
type DayKey = (typeof DAY_KEYS)[number];
/** The clocks as saved: they follow the dates once the containers are saved. */
const clocks = (label: ContainerLabel): Column => ({
  key: 'clocks',
  title: `${label('demurrage')} / ${label('detention')}`,
  width: 340,
  cell: (row) => <ContainerClockTags clocks={row.clocks} />,
});
type Key = Column['key'] & Parameters<ContainerLabel>[0];
const text =
  (key: Key, width: number) =>
  (label: ContainerLabel): Column => ({
    key,
    title: label(key),
    width,
    cell: (row, set, status) => textCell(row[key] as string | null, set as (v: string) => void, status),
  });
const count =
  (key: 'palletNum' | 'packages', width: number) =>
  (label: ContainerLabel): Column => ({
    key,
    title: label(key),
    width,
    cell: (row, set, status) => countCell(row[key], set as (v: number | null) => void, status),
  });
const when =
  (key: 'vgmAt' | 'loadingAt' | 'gateInAt' | DayKey, width: number) =>
  (label: ContainerLabel): Column => ({
    key,
    title: label(key),
    width,
    cell: (row, set, status) =>
      (DAY_KEYS.includes(key as DayKey) ? dayCell : momentCell)(row[key], set as (v: string | null) => void, status),
  });

/** spec §3 Container, in the order operators fill it: identity, weights, VGM, packing, loading, trucking. */
export function containerColumns(label: ContainerLabel, confirmedBy: (no: string) => string | undefined): Column[] {
  return [
    {
      key: 'containerType',
      title: label('containerType'),
      width: 110,
      cell: (row, set, status) => (
        <CodeSelect codeType="CONTAINER_TYPE" value={row.containerType} onChange={set} status={status} />
      ),
    },
    {
      key: 'containerNo',
      title: label('containerNo'),
      width: 150,
      cell: (row, set, status) => (
        <ContainerNoCell
          value={row.containerNo}
          set={set as (v: string) => void}
          status={status}
          confirmedBy={confirmedBy}
        />
      ),
    },
    // issue 19: a container's own last free date at the terminal (blank: the job's).
    ...[text('sealNo', 110), when('lastFreeDate', 130), count('palletNum', 70), text('tareKg', 90)].map((c) =>
      c(label),
    ),
    ...[text('grossWeightKg', 110), count('packages', 90), text('volumeCbm', 90), text('vgmWeightKg', 110)].map((c) =>
      c(label),
    ),
    {
      key: 'vgmMethod',
      title: label('vgmMethod'),
      width: 100,
      cell: (row, set, status) => (
        <Select
          size="small"
          allowClear
          status={status}
          value={row.vgmMethod ?? undefined}
          style={{ width: '100%' }}
          options={[
            { value: '1', label: label('vgmMethod1') },
            { value: '2', label: label('vgmMethod2') },
          ]}
          onChange={(v) => set(v ?? null)}
        />
      ),
    },
    ...[when('vgmAt', 170), text('packer', 120), text('packerContact', 120), when('packingDate', 130)].map((c) =>
      c(label),
    ),
    ...[when('loadingAt', 170), text('loadingStatus', 100), when('gateInAt', 170), text('shipperUnit', 120)].map((c) =>
      c(label),
    ),
    ...[text('driverName', 100), text('driverTel', 110), text('truckNo', 90), text('plateNo', 90)].map((c) => c(label)),
    // issue 20: the moves that start and stop the free-time clocks, and the clocks.
    ...[when('dischargeDate', 130), when('gateOutDate', 130), when('emptyReturnDate', 130)].map((c) => c(label)),
    clocks(label),
  ];
}
