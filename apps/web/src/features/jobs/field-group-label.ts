import type { JOB_FIELD_GROUPS } from '@apex/shared/master';
import { useTranslation } from 'react-i18next';

type TJobFieldGroup = (typeof JOB_FIELD_GROUPS)[number];

/**
 * A job field group's name as Job Field Management words it (`codes:jobFields.groups`), except the
 * groups a screen words its own way (the card's headings, the copy dialog's longer names).
 */
export function useFieldGroupLabel<O extends TJobFieldGroup>(
  own: readonly O[],
  ownLabel: (group: O) => string,
): (group: TJobFieldGroup) => string {
  const { t } = useTranslation('codes');
  const isOwn = (group: TJobFieldGroup): group is O => (own as readonly string[]).includes(group);
  return (group) => (isOwn(group) ? ownLabel(group) : t(`jobFields.groups.${group}`));
}

/** The copy groups as the copy-job dialog and the related-job question name them. */
export function useCopyGroupLabel(): (group: TJobFieldGroup) => string {
  const { t } = useTranslation('jobList');
  return useFieldGroupLabel(['route', 'people', 'references'], (group) => t(`groups.${group}`));
}
