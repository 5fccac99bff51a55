import type { TLabelKey } from '@apex/shared/i18n';
import type { ComponentType } from 'react';
import type { JobTabProps } from './job-tab-props';

type TabLoader = () => Promise<ComponentType<JobTabProps>>;

/**
 * The job card's tabs in spec §2.8's order, by key. A tab with a loader is built (its code is a
 * lazy chunk); one without shows an honest "not available yet" panel. Each part of issue 5 adds its
 * loader here, one line each. A tab named like the menu's screen of the same part takes the menu's
 * label.
 */
export const JOB_CARD_TABS: readonly { key: string; load?: TabLoader; label?: TLabelKey }[] = [
  { key: 'general', load: async () => (await import('./general/general-tab')).GeneralTab },
  { key: 'booking', load: async () => (await import('../booking/booking-tab')).BookingTab },
  { key: 'containers', load: async () => (await import('../containers/containers-tab')).ContainersTab },
  { key: 'goods', load: async () => (await import('../goods/goods-tab')).GoodsTab },
  { key: 'goodsStatus', label: 'jobs:menus.goodsStatus' },
  {
    key: 'trucking',
    label: 'jobs:menus.trucking',
    load: async () => (await import('../trucking/trucking-tab')).TruckingTab,
  },
  {
    key: 'warehouse',
    label: 'jobs:menus.warehouse',
    load: async () => (await import('../warehouse/warehouse-tab')).WarehouseTab,
  },
  { key: 'customs', load: async () => (await import('../customs/customs-tab')).CustomsTab },
  { key: 'bl', load: async () => (await import('../bills/bl-tab')).BlTab },
  { key: 'lcl', load: async () => (await import('../lcl/lcl-tab')).LclTab },
  { key: 'amsIsf' },
  { key: 'carrierEdi' },
  { key: 'tracking' },
  { key: 'charges', load: async () => (await import('../charges/charges-tab')).ChargesTab },
  { key: 'doc', load: async () => (await import('../docs/docs-tab')).DocsTab },
  { key: 'edoc', load: async () => (await import('../edocs/edoc-tab')).EdocTab },
  { key: 'train', load: async () => (await import('../rail/rail-tab')).RailTab },
  {
    key: 'otherService',
    load: async () => (await import('../other-services/other-services-tab')).OtherServicesTab,
  },
];
