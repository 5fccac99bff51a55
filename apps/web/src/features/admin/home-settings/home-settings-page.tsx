import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AnnouncementsTab } from './announcements-tab';
import { SitesTab } from './sites-tab';

/** /systemSetting/homeSetting (spec §2.5): what the home page shows besides the news. */
export function HomeSettingsPage() {
  const { t } = useTranslation('homeSettings');
  return (
    <Tabs
      items={[
        { key: 'sites', label: t('sites.title'), children: <SitesTab /> },
        { key: 'announcements', label: t('announcements.title'), children: <AnnouncementsTab /> },
      ]}
    />
  );
}
