import administration from './administration.json';
import contracts from './contracts.json';
import customerOrders from './customerOrders.json';
import documents from './documents.json';
import general from './general.json';
import jobs from './jobs.json';
import masterData from './masterData.json';
import reports from './reports.json';
import workbench from './workbench.json';

/** The label catalogue in Traditional Chinese, one namespace per area (labels/index.ts). */
export const texts = {
  administration,
  contracts,
  customerOrders,
  documents,
  general,
  jobs,
  masterData,
  reports,
  workbench,
};
