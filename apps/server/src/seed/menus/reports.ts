import { EVERYONE, JOB_VIEWERS, OP } from './menu-roles';
import type { AreaMenu } from './menu-seed';

/** Reports, and the partner systems opened from them: an item of another application (shown as an embedded page) and one that opens in a new window. */
export const REPORT_MENUS: readonly AreaMenu[] = [
  {
    code: 'oceanReport',
    sort: 70,
    url: '/oceanReport',
    label: 'reports:menus.reports',
    icon: 'BarChartOutlined',
    children: [
      {
        code: 'oceanReport.shipmentList',
        url: '/shipmentList/index',
        label: 'reports:menus.shipmentList',
        icon: 'TableOutlined',
        roles: JOB_VIEWERS,
      },
      {
        code: 'oceanReport.partners',
        url: '/oceanReport/partners',
        label: 'reports:menus.partnerSystems',
        icon: 'ApiOutlined',
        children: [
          {
            code: 'oceanReport.partners.tms',
            url: '/dispatch/board',
            aurl: 'https://tms.apexlogistics.example/dispatch/board',
            appCode: 'apex-tmsus',
            label: 'reports:menus.truckingDispatch',
            icon: 'CarOutlined',
            roles: OP,
          },
          {
            code: 'oceanReport.partners.tracking',
            url: '',
            aurl: 'https://www.track-trace.com/container',
            target: '_blank',
            label: 'reports:menus.containerTracking',
            icon: 'GlobalOutlined',
            roles: EVERYONE,
          },
        ],
      },
    ],
  },
];
