import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../i18n/use-label';
import { JOB_CARD_TABS } from './job-card-tabs';

/** A tab's name: the catalogue's where the tab has one (JOB_CARD_TABS), else the card's own. */
export function useJobTabLabel(): (key: string) => string {
  const { t } = useTranslation('jobCard');
  const labelText = useLabel();
  return (key) => {
    const label = JOB_CARD_TABS.find((tab) => tab.key === key)?.label;
    return label ? labelText(label) : t(`tabs.${key}` as 'tabs.general');
  };
}
