import { accessRequestRoutes, backupRoutes, officeRoutes, roleRoutes, userRoutes } from './admin';
import type { RouteDef } from './api/route';
import { authRoutes } from './auth/routes';
import { platformRoutes, preferenceRoutes, referenceDataRoutes } from './common';
import { docRecordRoutes } from './doc-records/doc-record-routes';
import { fileRoutes } from './files/routes';
import { financeRoutes } from './finance/finance-routes';
import { homeRoutes } from './home/home-content';
import { homeSettingRoutes } from './home/home-settings';
import { jobRoutes } from './jobs';
import {
  carrierRoutes,
  chargeCodeRoutes,
  chargeSchemeRoutes,
  countryRoutes,
  currencyRoutes,
  exchangeRateRoutes,
  hsCodeRoutes,
  jobFieldConfigRoutes,
  jobNumberRuleRoutes,
  partyRoutes,
  portRoutes,
  reportTemplateRoutes,
  systemCodeItemRoutes,
  systemCodeTypeRoutes,
  vesselRoutes,
} from './master';
import { controlBoardRoutes } from './movement/control-board';
import { notificationRoutes } from './notifications/notifications';
import { operLogRoutes, taskRoutes, uiTextRoutes } from './settings';
import { trackingEdiRoutes } from './tracking/edi-messages';
import { trackingRoutes } from './tracking/tracking-routes';

/** Every API route of the product, by feature. The server registers exactly these. */
export const API = {
  auth: authRoutes,
  platform: platformRoutes,
  preferences: preferenceRoutes,
  referenceData: referenceDataRoutes,
  files: fileRoutes,
  home: homeRoutes,
  offices: officeRoutes,
  users: userRoutes,
  roles: roleRoutes,
  accessRequests: accessRequestRoutes,
  backup: backupRoutes,
  vessels: vesselRoutes,
  carriers: carrierRoutes,
  uiTexts: uiTextRoutes,
  operLog: operLogRoutes,
  tasks: taskRoutes,
  notifications: notificationRoutes,
  parties: partyRoutes,
  ports: portRoutes,
  countries: countryRoutes,
  currencies: currencyRoutes,
  exchangeRates: exchangeRateRoutes,
  hsCodes: hsCodeRoutes,
  systemCodeTypes: systemCodeTypeRoutes,
  systemCodes: systemCodeItemRoutes,
  jobFieldConfig: jobFieldConfigRoutes,
  chargeCodes: chargeCodeRoutes,
  chargeSchemes: chargeSchemeRoutes,
  jobNumberRules: jobNumberRuleRoutes,
  homeSites: homeSettingRoutes.sites,
  homeAnnouncements: homeSettingRoutes.announcements,
  homeNews: homeSettingRoutes.news,
  reportTemplates: reportTemplateRoutes,
  finance: financeRoutes,
  docRecords: docRecordRoutes,
  controlBoard: controlBoardRoutes,
  tracking: trackingRoutes,
  trackingEdi: trackingEdiRoutes,
  /** Per job type, by part of the job: `API.jobs[jobType].card.get`. */
  jobs: jobRoutes,
} as const;

/** A group's routes, also those of the groups it holds (the job types' parts). */
const routesIn = (group: object): RouteDef[] =>
  Object.values(group).flatMap((entry: RouteDef | object) =>
    'method' in entry ? [entry as RouteDef] : routesIn(entry),
  );

export const ALL_ROUTES: readonly RouteDef[] = routesIn(API);
