import type { TLabelTexts } from '@apex/shared/i18n';
import type api from '../locales/en_US/api.json';
import type changeOffice from '../locales/en_US/changeOffice.json';
import type common from '../locales/en_US/common.json';
import type favourites from '../locales/en_US/favourites.json';
import type frames from '../locales/en_US/frames.json';
import type home from '../locales/en_US/home.json';
import type pages from '../locales/en_US/pages.json';
import type password from '../locales/en_US/password.json';
import type routes from '../locales/en_US/routes.json';
import type admin from '../locales/en_US/screens/admin.json';
import type bills from '../locales/en_US/screens/bills.json';
import type cargo from '../locales/en_US/screens/cargo.json';
import type charges from '../locales/en_US/screens/charges.json';
import type codes from '../locales/en_US/screens/codes.json';
import type desks from '../locales/en_US/screens/desks.json';
import type docRecords from '../locales/en_US/screens/docRecords.json';
import type entrustment from '../locales/en_US/screens/entrustment.json';
import type financeDesk from '../locales/en_US/screens/financeDesk.json';
import type goodsStatus from '../locales/en_US/screens/goodsStatus.json';
import type homeSettings from '../locales/en_US/screens/homeSettings.json';
import type jobCard from '../locales/en_US/screens/jobCard.json';
import type jobCharges from '../locales/en_US/screens/jobCharges.json';
import type jobCustoms from '../locales/en_US/screens/jobCustoms.json';
import type jobEdocs from '../locales/en_US/screens/jobEdocs.json';
import type jobList from '../locales/en_US/screens/jobList.json';
import type jobOtherServices from '../locales/en_US/screens/jobOtherServices.json';
import type jobRail from '../locales/en_US/screens/jobRail.json';
import type jobTracking from '../locales/en_US/screens/jobTracking.json';
import type jobTrucking from '../locales/en_US/screens/jobTrucking.json';
import type jobWarehouse from '../locales/en_US/screens/jobWarehouse.json';
import type notifications from '../locales/en_US/screens/notifications.json';
import type parties from '../locales/en_US/screens/parties.json';
import type printing from '../locales/en_US/screens/printing.json';
import type refdata from '../locales/en_US/screens/refdata.json';
import type reportTemplates from '../locales/en_US/screens/reportTemplates.json';
import type settings from '../locales/en_US/screens/settings.json';
import type uploads from '../locales/en_US/screens/uploads.json';
import type search from '../locales/en_US/search.json';
import type session from '../locales/en_US/session.json';
import type shell from '../locales/en_US/shell.json';
import type sidebar from '../locales/en_US/sidebar.json';
import type tabs from '../locales/en_US/tabs.json';

/** The web's own namespaces (apps/web/src/locales). */
interface WebTexts {
  admin: typeof admin;
  api: typeof api;
  bills: typeof bills;
  cargo: typeof cargo;
  changeOffice: typeof changeOffice;
  codes: typeof codes;
  charges: typeof charges;
  common: typeof common;
  desks: typeof desks;
  docRecords: typeof docRecords;
  entrustment: typeof entrustment;
  jobTrucking: typeof jobTrucking;
  jobEdocs: typeof jobEdocs;
  favourites: typeof favourites;
  financeDesk: typeof financeDesk;
  frames: typeof frames;
  home: typeof home;
  homeSettings: typeof homeSettings;
  jobCard: typeof jobCard;
  jobCharges: typeof jobCharges;
  jobList: typeof jobList;
  jobOtherServices: typeof jobOtherServices;
  goodsStatus: typeof goodsStatus;
  jobCustoms: typeof jobCustoms;
  jobRail: typeof jobRail;
  jobTracking: typeof jobTracking;
  jobWarehouse: typeof jobWarehouse;
  notifications: typeof notifications;
  pages: typeof pages;
  parties: typeof parties;
  printing: typeof printing;
  refdata: typeof refdata;
  reportTemplates: typeof reportTemplates;
  password: typeof password;
  routes: typeof routes;
  search: typeof search;
  session: typeof session;
  settings: typeof settings;
  shell: typeof shell;
  sidebar: typeof sidebar;
  tabs: typeof tabs;
  uploads: typeof uploads;
}

// Typed keys: a t('…') call with a key the English resources lack does not compile. The shared
// label catalogue's namespaces (packages/shared/src/labels) come with the screens' texts.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: WebTexts & TLabelTexts;
  }
}
