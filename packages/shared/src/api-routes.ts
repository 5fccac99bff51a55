import { backupRoutes, officeRoutes, roleRoutes, userRoutes } from './admin';
import type { RouteDef } from './api/route';
import { authRoutes } from './auth/routes';
import { platformRoutes, preferenceRoutes, referenceDataRoutes } from './common';
import { fileRoutes } from './files/routes';
import { homeRoutes } from './home/home-content';
import { homeSettingRoutes } from './home/home-settings';
import {
  jobPeopleRoutes,
  oceanExportBillRoutes,
  oceanExportJobListRoutes,
  oceanExportJobRoutes,
  oceanImportBillRoutes,
  oceanImportJobListRoutes,
  oceanImportJobRoutes,
} from './jobs';
import { oceanExportCargoRoutes, oceanImportCargoRoutes } from './jobs/cargo';
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
import { operLogRoutes, taskRoutes, uiTextRoutes } from './settings';

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
  backup: backupRoutes,
  vessels: vesselRoutes,
  carriers: carrierRoutes,
  uiTexts: uiTextRoutes,
  operLog: operLogRoutes,
  tasks: taskRoutes,
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
  oceanExportJobs: oceanExportJobRoutes,
  oceanImportJobs: oceanImportJobRoutes,
  oceanExportBills: oceanExportBillRoutes,
  oceanImportBills: oceanImportBillRoutes,
  oceanExportCargo: oceanExportCargoRoutes,
  oceanImportCargo: oceanImportCargoRoutes,
  jobPeople: jobPeopleRoutes,
  oceanExportJobList: oceanExportJobListRoutes,
  oceanImportJobList: oceanImportJobListRoutes,
} as const;

export const ALL_ROUTES: readonly RouteDef[] = Object.values(API).flatMap(
  (group) => Object.values(group) as RouteDef[],
);
