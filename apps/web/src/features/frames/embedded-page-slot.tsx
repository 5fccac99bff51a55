import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../../platform/lazy-named';
import type { AppRoute } from '../routes/route-model';
import { framesSupported } from './frame-support';
import { useEmbeddedAddress } from './use-embedded-address';

const FrameNotice = lazyNamed(() => import('./frame-notice'), 'FrameNotice');

/**
 * What an embedded route renders in the page area: nothing while its frame (EmbeddedFrames) covers
 * it; otherwise why there is no frame to show.
 */
export function EmbeddedPageSlot({ route, title }: { route: AppRoute; title: string }) {
  const { t } = useTranslation('frames');
  const address = useEmbeddedAddress()(route);
  // spec §2.6: a browser without frames is asked to update, or to use Chrome.
  const notice = !framesSupported()
    ? ({ status: 'warning', text: t('unsupported') } as const)
    : !address
      ? ({ status: 'info', text: t('notConfigured') } as const)
      : undefined;
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <FrameNotice status={notice.status} title={title} text={notice.text} />
    </Suspense>
  );
}
