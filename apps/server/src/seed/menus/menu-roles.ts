import type { TSystemRole } from '@apex/shared/permissions';

// Who is granted a menu item when it first appears in a database (the administrator sees everything).
export const OP: TSystemRole[] = ['OPERATOR'];
export const OP_CS: TSystemRole[] = ['OPERATOR', 'CUSTOMER_SERVICE'];
export const JOB_VIEWERS: TSystemRole[] = ['OPERATOR', 'SALES', 'CUSTOMER_SERVICE', 'FINANCE'];
export const WAREHOUSE: TSystemRole[] = ['OPERATOR', 'WAREHOUSE'];
// Finance keeps charge codes and schemes; operators and sales read them to apply them to jobs.
export const CHARGE_READERS: TSystemRole[] = ['OPERATOR', 'SALES', 'FINANCE'];
export const EVERYONE: TSystemRole[] = ['OPERATOR', 'SALES', 'CUSTOMER_SERVICE', 'FINANCE', 'WAREHOUSE'];
