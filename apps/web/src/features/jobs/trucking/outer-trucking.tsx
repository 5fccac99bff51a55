import type { TJobType } from '@apex/shared/jobs';
import { useLabel } from '../../../i18n/use-label';
import { TruckSplitPage } from './truck-split-page';
import { TruckingListPage } from './trucking-list-page';

/** spec §2.4: the export trucking screens a portal embeds, by the name the router gives them. */
export const OUTER_TRUCKING_SCREENS = ['truckingList', 'truckingTransform', 'truckingLink', 'truckSplit'] as const;
export type OuterTruckingScreen = (typeof OUTER_TRUCKING_SCREENS)[number];

/**
 * /ocean_exp_outer/trucking, trucking/transform (the CFS orders), trucking_link (orders serving
 * several jobs) and trucksplit: the shell's own trucking components in a portal's frame.
 */
export function OuterTrucking({
  screen,
  cardPath,
}: {
  screen: OuterTruckingScreen;
  cardPath: (jobType: TJobType, jobId: number) => string;
}) {
  const label = useLabel();
  if (screen === 'truckSplit') return <TruckSplitPage jobType="OE" />;
  const fixed =
    screen === 'truckingTransform'
      ? { kind: 'CFS' as const }
      : screen === 'truckingLink'
        ? { linked: true as const }
        : undefined;
  return <TruckingListPage jobType="OE" title={label('jobs:menus.trucking')} fixed={fixed} cardPath={cardPath} />;
}
