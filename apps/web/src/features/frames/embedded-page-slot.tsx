import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '../routes/route-model';
import { framesSupported } from './frame-support';
import { useEmbeddedAddress } from './use-embedded-address';

/**
 * What an embedded route renders in the page area: nothing while its frame (EmbeddedFrames) covers
 * it; otherwise why there is no frame to show.
 */
export function EmbeddedPageSlot({ route, title }: { route: AppRoute; title: string }) {
  const { t } = useTranslation('frames');
  const address = useEmbeddedAddress()(route);
  // spec §2.6: a browser without frames is asked to update, or to use Chrome.
  if (!framesSupported()) return <Result status="warning" title={title} subTitle={t('unsupported')} />;
  if (!address) return <Result status="info" title={title} subTitle={t('notConfigured')} />;
  return null;
}
