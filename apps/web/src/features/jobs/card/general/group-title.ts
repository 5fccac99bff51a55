import type { JOB_FIELD_GROUPS } from '@apex/shared/master';
import { useTranslation } from 'react-i18next';

type TJobFieldGroup = (typeof JOB_FIELD_GROUPS)[number];

/** The groups the card words as headings of its own; it names the others as Job Field Management does. */
const CARD_WORDING = ['identity', 'route', 'people', 'customs'] as const;
const hasCardWording = (group: TJobFieldGroup): group is (typeof CARD_WORDING)[number] =>
  (CARD_WORDING as readonly string[]).includes(group);

/** A field group's title on the general tab. */
export function useGroupTitle(): (group: TJobFieldGroup) => string {
  const { t } = useTranslation(['jobCard', 'codes']);
  return (group) => (hasCardWording(group) ? t(`general.groups.${group}`) : t(`codes:jobFields.groups.${group}`));
}
