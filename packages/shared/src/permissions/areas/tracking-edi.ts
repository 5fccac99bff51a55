import type { PermissionDef } from '../permission-def';

/**
 * Carriers' EDI status messages (issue 20): posting a raw X12 315 or IFTSTA is what an integration
 * account does, so no role gets it by default; an administrator gives it to the account's role.
 */
export const TRACKING_EDI_PERMISSIONS = {
  '/tracking/edi': {
    group: 'jobs',
    label: 'movement:permissions./tracking/edi',
    defaultRoles: [],
  },
} as const satisfies Record<string, PermissionDef>;
