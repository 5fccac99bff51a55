import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { NEW_IMPORT_JOB_PATHS } from '../features/jobs/card/job-card-paths';
import { withScreenAssets } from './screen-assets';

type PageLoader = () => Promise<ComponentType>;

/**
 * The screens built so far, by the menu url that opens them (spec §2.6). A url of this product's
 * menu that is not listed here shows the honest "not available yet" screen; each page is its own
 * lazy chunk.
 */
const MENU_PAGE_LOADERS: Record<string, PageLoader> = {
  '/HBLList': async () => (await import('../features/jobs/hbl-list/hbl-list-page')).HblListPage,
  '/ocean_exp/oceansplit': async () => (await import('../features/jobs/splits/bill-split-page')).OceanExportSplitPage,
  '/OceanImport/oceansplit': async () => (await import('../features/jobs/splits/bill-split-page')).OceanImportSplitPage,
  '/OceanImport/dosplit': async () => (await import('../features/jobs/splits/job-split-page')).OceanImportDoSplitPage,
  '/finance/invoices': async () => (await import('../features/finance/invoices/invoices-page')).InvoicesPage,
  '/finance/chargeCheck': async () =>
    (await import('../features/finance/charge-check/charge-check-page')).ChargeCheckPage,
  '/finance/clearing': async () => (await import('../features/finance/clearing/clearing-page')).ClearingPage,
  '/finance/statement': async () => (await import('../features/finance/statement/statement-page')).StatementPage,
  '/systemSetting/users': async () => (await import('../features/admin/users/users-page')).UsersPage,
  '/systemSetting/roles': async () => (await import('../features/admin/roles/roles-page')).RolesPage,
  '/systemSetting/offices': async () => (await import('../features/admin/offices/offices-page')).OfficesPage,
  '/systemSetting/carrier': async () => (await import('../features/admin/carriers/carriers-page')).CarriersPage,
  '/systemSetting/party': async () => (await import('../features/admin/parties/parties-page')).PartiesPage,
  '/systemSetting/port': async () => (await import('../features/admin/ports/ports-page')).PortsPage,
  '/systemSetting/country': async () => (await import('../features/admin/countries/countries-page')).CountriesPage,
  '/systemSetting/currency': async () => (await import('../features/admin/currencies/currencies-page')).CurrenciesPage,
  '/systemSetting/exchangeRate': async () =>
    (await import('../features/admin/exchange-rates/exchange-rates-page')).ExchangeRatesPage,
  '/systemSetting/hsCode': async () => (await import('../features/admin/hs-codes/hs-codes-page')).HsCodesPage,
  '/systemSetting/chargeCode': async () =>
    (await import('../features/admin/charge-codes/charge-codes-page')).ChargeCodesPage,
  '/systemSetting/chargeSchemeList': async () =>
    (await import('../features/admin/charge-schemes/charge-schemes-page')).ChargeSchemesPage,
  '/systemSetting/jobNoRule': async () =>
    (await import('../features/admin/job-number-rules/job-number-rules-page')).JobNumberRulesPage,
  '/systemSetting/homeSetting': async () =>
    (await import('../features/admin/home-settings/home-settings-page')).HomeSettingsPage,
  '/systemSetting/reportTemplate': async () =>
    (await import('../features/admin/report-templates/report-templates-page')).ReportTemplatesPage,
  '/systemSetting/shipEdit': async () => (await import('../features/admin/vessels/vessels-page')).VesselsPage,
  '/document_manage/xdoc': async () => (await import('../features/doc-records/doc-records-page')).DocRecordsPage,
  '/sc/oceanimport/trucking': async () =>
    (await import('../features/jobs/trucking/trucking-list-page')).ImportTruckingListPage,
  '/ocean_exp/trucksplit': async () => (await import('../features/jobs/trucking/truck-split-page')).TruckSplitPage,
  '/goodslist': async () => (await import('../features/jobs/goods-list/goods-list-page')).GoodsListPage,
  '/OceanImport/WarehouseManagementList': async () =>
    (await import('../features/jobs/warehouse/warehouse-list-page')).OceanImportWarehousePage,
  '/sc/oceanimport/warehouse': async () =>
    (await import('../features/jobs/warehouse/warehouse-list-page')).OceanImportWarehousePage,
  '/WarehouseManagementList/index': async () =>
    (await import('../features/jobs/warehouse/warehouse-list-page')).OceanExportWarehousePage,
  '/sc/oceanimport/carrierBooking': async () =>
    (await import('../features/jobs/booking-desk/booking-desk-page')).BookingDeskPage,
  '/sc/oceanimport/JobGoodsStatus': async () =>
    (await import('../features/jobs/goods-status-desk/goods-status-desk-page')).GoodsStatusDeskPage,
  '/shipmentList/index': async () =>
    (await import('../features/jobs/shipment-list/shipment-list-page')).ShipmentListPage,
  '/OceanImport/X_ControlOcean': async () =>
    (await import('../features/jobs/control-board/control-board-page')).ControlBoardPage,
  '/tasks': async () => (await import('../features/tasks/tasks-page')).TasksPage,
  '/sysOperLog': async () => (await import('../features/oper-log/oper-log-page')).OperLogPage,
  '/languageSetting': async () =>
    (await import('../features/language-setting/language-setting-page')).LanguageSettingPage,
  '/systemSetting/index': async () => (await import('../features/admin/system-codes/code-types-page')).CodeTypesPage,
  '/baseCode': async () => (await import('../features/admin/system-codes/code-items-page')).CodeItemsPage,
  '/ocean_exp/list': async () => (await import('../features/jobs/list/job-list-page')).OceanExportJobListPage,
  '/OceanImport/JobList': async () => (await import('../features/jobs/list/job-list-page')).OceanImportJobListPage,
  '/sc/oceanimport/JobList': async () => (await import('../features/jobs/list/job-list-page')).OceanImportJobListPage,
  '/systemSetting/fieldmanagement': async () =>
    (await import('../features/admin/job-fields/job-fields-page')).JobFieldsPage,
};

// spec §2.2: a new import job (the OceanImportGeneral page and the import job card screens).
for (const url of NEW_IMPORT_JOB_PATHS)
  MENU_PAGE_LOADERS[url] = async () => (await import('../features/jobs/card/job-card-page')).NewImportJobPage;

const MENU_PAGES = new Map<string, LazyExoticComponent<ComponentType>>(
  Object.entries(MENU_PAGE_LOADERS).map(([url, load]) => [
    url,
    // The page's code, the screens' texts and styles (not in the first page's chunks) side by side.
    lazy(async () => ({ default: await withScreenAssets(load()) })),
  ]),
);

/** The screen of a menu url, if it has been built. */
export const menuPage = (url: string) => MENU_PAGES.get(url);
