import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { ServiceContext } from '../platform/service-context';
import { registerAccessRequestRoutes } from './access-requests/routes';
import { registerAuthRoutes } from './auth/routes';
import { registerBackupRoutes } from './backup/routes';
import { registerCarrierRoutes } from './carriers/routes';
import { registerChargeCodeRoutes } from './charge-codes/routes';
import { registerChargeSchemeRoutes } from './charge-schemes/routes';
import { registerCurrencyRoutes } from './currencies/routes';
import { registerDocRecordRoutes } from './doc-records/routes';
import { registerFinanceDocumentRoutes } from './documents/finance/routes';
import { registerDocumentRoutes } from './documents/routes';
import { registerTemplatePrintRoutes } from './documents-templates/routes';
import { registerEdocRoutes } from './edocs/routes';
import { registerFileRoutes } from './files/routes';
import { registerFinanceFeatures } from './finance';
import { registerHomeContentRoutes } from './home-content/routes';
import { registerHomeSettingRoutes } from './home-settings/routes';
import { registerHsCodeRoutes } from './hs-codes/routes';
import { registerJobFieldConfigRoutes } from './job-field-config/routes';
import { registerJobNumberRuleRoutes } from './job-number-rules/routes';
import { registerJobFeatures } from './jobs';
import { registerNotificationRoutes } from './notifications/routes';
import { registerOfficeRoutes } from './offices/routes';
import { registerOperLogRoutes } from './oper-log/routes';
import { registerPartyRoutes } from './parties/routes';
import { registerPlatformRoutes } from './platform/routes';
import { registerPortRoutes } from './ports/routes';
import { registerPreferenceRoutes } from './preferences/routes';
import { registerReferenceDataRoutes } from './reference-data/routes';
import { registerReportTemplateRoutes } from './report-templates/routes';
import { registerRoleRoutes } from './roles/routes';
import { registerSystemCodeRoutes } from './system-codes/routes';
import { registerTaskRoutes } from './tasks/routes';
import { registerTrackingRoutes } from './tracking/routes';
import { registerTrackingEdiRoutes } from './tracking-edi/routes';
import { registerUiTextRoutes } from './ui-texts/routes';
import { registerUserRoutes } from './users/routes';
import { registerVesselRoutes } from './vessels/routes';

/** Every feature's routes; together they implement exactly the contracts of `API` in packages/shared. */
export function registerFeatures(
  app: FastifyInstance,
  ctx: ServiceContext,
  database: Pick<Database, 'kind' | 'snapshot'>,
) {
  registerPlatformRoutes(app, ctx, database.kind);
  registerAuthRoutes(app, ctx);
  registerPreferenceRoutes(app, ctx);
  registerReferenceDataRoutes(app, ctx);
  registerFileRoutes(app, ctx);
  registerHomeContentRoutes(app, ctx);
  registerOfficeRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerRoleRoutes(app, ctx);
  registerAccessRequestRoutes(app, ctx);
  registerVesselRoutes(app, ctx);
  registerCarrierRoutes(app, ctx);
  registerUiTextRoutes(app, ctx);
  registerOperLogRoutes(app, ctx);
  registerTaskRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerPartyRoutes(app, ctx);
  registerPortRoutes(app, ctx);
  registerCurrencyRoutes(app, ctx);
  registerHsCodeRoutes(app, ctx);
  registerSystemCodeRoutes(app, ctx);
  registerJobFieldConfigRoutes(app, ctx);
  registerJobFeatures(app, ctx);
  registerTrackingRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerFinanceFeatures(app, ctx);
  registerDocRecordRoutes(app, ctx);
  registerFinanceDocumentRoutes(app, ctx);
  registerEdocRoutes(app, ctx);
  registerTemplatePrintRoutes(app, ctx);
  registerChargeCodeRoutes(app, ctx);
  registerChargeSchemeRoutes(app, ctx);
  registerJobNumberRuleRoutes(app, ctx);
  registerHomeSettingRoutes(app, ctx);
  registerReportTemplateRoutes(app, ctx);
  registerTrackingEdiRoutes(app, ctx);
  registerBackupRoutes(app, database);
}
