import { ADMINISTRATION_PERMISSIONS } from './areas/administration';
import { DOCUMENT_PERMISSIONS } from './areas/documents';
import { FINANCE_PERMISSIONS } from './areas/finance';
import { JOB_PERMISSIONS } from './areas/jobs';
import { MASTER_DATA_PERMISSIONS } from './areas/master-data';
import { TRACKING_EDI_PERMISSIONS } from './areas/tracking-edi';
import { WAREHOUSE_PERMISSIONS } from './areas/warehouse';
import { WORKBENCH_PERMISSIONS } from './areas/workbench';
import { joinPermissionAreas } from './join-areas';

export type { PermissionDef } from './permission-def';

/**
 * Every permission string the server checks (spec §6: strings like `/pod/list`), declared once in
 * the file of its area (areas/); a new area adds its file and a line here. Routes name the one they
 * need, the role editor lists them (a group's in this order), and the client hides what the user's
 * permissionlist lacks.
 */
export const PERMISSIONS = joinPermissionAreas(
  ADMINISTRATION_PERMISSIONS,
  MASTER_DATA_PERMISSIONS,
  JOB_PERMISSIONS,
  FINANCE_PERMISSIONS,
  DOCUMENT_PERMISSIONS,
  WAREHOUSE_PERMISSIONS,
  WORKBENCH_PERMISSIONS,
  TRACKING_EDI_PERMISSIONS,
);

export type TPermission = keyof typeof PERMISSIONS;
export const PERMISSION_CODES = Object.keys(PERMISSIONS) as TPermission[];

export function isPermission(code: string): code is TPermission {
  return Object.hasOwn(PERMISSIONS, code);
}
