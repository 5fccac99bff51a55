import type { CSSProperties } from 'react';

/** The bordered, scrolling box the permission and menu lists sit in. */
export const GRANT_BOX: CSSProperties = {
  border: '1px solid #d9d9d9',
  borderRadius: 4,
  padding: '8px 12px',
  maxHeight: 460,
  overflowY: 'auto',
};
