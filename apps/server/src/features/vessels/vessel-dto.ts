import type { TLocale } from '@apex/shared';
import type { TVessel } from '@apex/shared/master';
import type { VesselRow } from './queries';

export function toVessel({ flagNameEn, flagNameCn, ...row }: VesselRow, locale: TLocale): TVessel {
  return {
    ...row,
    flagName: locale !== 'en_US' && flagNameCn ? flagNameCn : flagNameEn,
    updatedAt: row.updatedAt.toISOString(),
  };
}
