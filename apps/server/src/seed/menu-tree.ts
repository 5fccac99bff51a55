import { ADMINISTRATION_MENUS } from './menus/administration';
import { CONTRACT_MENUS } from './menus/contracts';
import { CUSTOMER_ORDER_MENUS } from './menus/customer-orders';
import { DOCUMENT_MENUS } from './menus/documents';
import { FINANCE_MENUS } from './menus/finance';
import { JOB_MENUS } from './menus/jobs';
import { MASTER_DATA_MENUS } from './menus/master-data';
import { composeMenuTree } from './menus/menu-seed';
import { REPORT_MENUS } from './menus/reports';
import { WORKBENCH_MENUS } from './menus/workbench';

export type { MenuSeed } from './menus/menu-seed';

/**
 * The product's menu: every route group of spec §2, in levels 1–3 (spec §2.6), each area's part
 * in its own file under menus/ (a new area adds its file and a line here). It also holds an item
 * of another application (shown as an embedded page) and one that opens in a new window, so every
 * case of spec §2.6 occurs in a fresh database.
 */
export const MENU_TREE = composeMenuTree([
  JOB_MENUS,
  CUSTOMER_ORDER_MENUS,
  FINANCE_MENUS,
  DOCUMENT_MENUS,
  CONTRACT_MENUS,
  REPORT_MENUS,
  WORKBENCH_MENUS,
  ADMINISTRATION_MENUS,
  MASTER_DATA_MENUS,
]);
