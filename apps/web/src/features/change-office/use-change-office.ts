import { authRoutes, safeRedirectUrl } from '@apex/shared/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';
import { publicConfigQuery } from '../../app/public-config';
import { STORAGE_KEYS, writeStored } from '../../platform/storage';

/**
 * spec §2.7 confirm: the change-office call, and on statusCode 200 the whole window goes to the url
 * asked for (only this app or a portal, as any redirect), so every screen loads in the new office.
 */
export function useChangeOffice() {
  const portalOrigins = useQuery(publicConfigQuery).data?.portalOrigins;
  return useMutation({
    mutationFn: async ({ officeCode, url }: { officeCode: string; url?: string }) => {
      const { statusCode, data } = await request(authRoutes.changeOffice, { query: { officeCode, url } });
      if (statusCode !== 200) return;
      // spec §7: later calls name the office in their header; it must be the new one.
      writeStored(STORAGE_KEYS.officeCode, data.officeCode);
      window.location.assign(safeRedirectUrl(url, window.location.origin, portalOrigins));
    },
  });
}
