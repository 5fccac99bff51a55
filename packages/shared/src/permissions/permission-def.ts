import type { TLabelKey } from '../labels/keys';
import type { TSystemRole } from './roles';

export interface PermissionDef {
  group: 'system' | 'ADMIN' | 'jobs' | 'finance';
  /** What the role editor shows for it (the label catalogue, packages/shared/src/labels). */
  label: TLabelKey;
  /** Roles that receive this permission when it first appears in a database (admin always has all). */
  defaultRoles: readonly TSystemRole[];
}
