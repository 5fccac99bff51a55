import type { TLabelKey } from '@apex/shared/i18n';
import type { TPermission } from '@apex/shared/permissions';
import type { ComponentType } from 'react';
import type { JobTabProps } from './job-tab-props';

type TabLoader = () => Promise<ComponentType<JobTabProps>>;
interface JobCardTab {
  key: string;
  load?: TabLoader;
  label?: TLabelKey;
  permission?: TPermission;
}

/**
 * The job card's tabs in spec §2.8's order, by key. A tab with a loader is built (its code is a
 * lazy chunk); one without shows an honest "not available yet" panel. Each part of issue 5 adds its
 * loader here, one line each. A tab named like the menu's screen of the same part takes the menu's
 * label. A part read under a permission of its own beside the job's names it (`permission`).
 */
export const JOB_CARD_TABS: readonly JobCardTab[] = [
  { key: 'general', load: async () => (await import('./general/general-tab')).GeneralTab },
  { key: 'booking', load: async () => (await import('../booking/booking-tab')).BookingTab },
  { key: 'containers', load: async () => (await import('../containers/containers-tab')).ContainersTab },
  { key: 'goods', load: async () => (await import('../goods/goods-tab')).GoodsTab },
  {
    key: 'goodsStatus',
    label: 'jobs:menus.goodsStatus',
    load: async () => (await import('../goods-status/goods-status-tab')).GoodsStatusTab,
  },
  {
    key: 'trucking',
    label: 'jobs:menus.trucking',
    load: async () => (await import('../trucking/trucking-tab')).TruckingTab,
  },
  {
    key: 'warehouse',
    label: 'jobs:menus.warehouse',
    permission: '/warehouse/list',
    load: async () => (await import('../warehouse/warehouse-tab')).WarehouseTab,
  },
  { key: 'customs', load: async () => (await import('../customs/customs-tab')).CustomsTab },
  { key: 'bl', load: async () => (await import('../bills/bl-tab')).BlTab },
  { key: 'lcl', load: async () => (await import('../lcl/lcl-tab')).LclTab },
  { key: 'amsIsf' },
  { key: 'carrierEdi' },
  { key: 'tracking', load: async () => (await import('../tracking/tracking-tab')).TrackingTab },
  { key: 'charges', load: async () => (await import('../charges/charges-tab')).ChargesTab },
  { key: 'doc', load: async () => (await import('../docs/docs-tab')).DocsTab },
  { key: 'edoc', load: async () => (await import('../edocs/edoc-tab')).EdocTab },
  { key: 'train', load: async () => (await import('../rail/rail-tab')).RailTab },
  {
    key: 'otherService',
    load: async () => (await import('../other-services/other-services-tab')).OtherServicesTab,
  },
];

/**
 * The card's tabs a user sees (only `parts` when given): spec §5's permission directive removes
 * what the user may not hold, so a part read under a permission of its own is not shown to a user
 * without it, instead of a tab that can only fail (issue 19: the warehouse tab of a sales user).
 */
export const visibleJobTabs = (holds: (permission: TPermission) => boolean, parts?: readonly string[]) =>
  JOB_CARD_TABS.filter(({ key, permission }) => (!parts || parts.includes(key)) && (!permission || holds(permission)));
