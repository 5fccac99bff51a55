import administration from './administration.json' with { type: 'json' };
import contracts from './contracts.json' with { type: 'json' };
import customerOrders from './customerOrders.json' with { type: 'json' };
import customs from './customs.json' with { type: 'json' };
import documents from './documents.json' with { type: 'json' };
import edocs from './edocs.json' with { type: 'json' };
import finance from './finance.json' with { type: 'json' };
import general from './general.json' with { type: 'json' };
import jobs from './jobs.json' with { type: 'json' };
import masterData from './masterData.json' with { type: 'json' };
import movement from './movement.json' with { type: 'json' };
import otherServices from './otherServices.json' with { type: 'json' };
import rail from './rail.json' with { type: 'json' };
import reports from './reports.json' with { type: 'json' };
import tracking from './tracking.json' with { type: 'json' };
import trucking from './trucking.json' with { type: 'json' };
import warehouse from './warehouse.json' with { type: 'json' };
import workbench from './workbench.json' with { type: 'json' };

/** The label catalogue in Simplified Chinese, one namespace per area (labels/index.ts). */
export const texts = {
  administration,
  contracts,
  customerOrders,
  customs,
  documents,
  edocs,
  finance,
  general,
  jobs,
  masterData,
  movement,
  rail,
  otherServices,
  reports,
  tracking,
  trucking,
  warehouse,
  workbench,
};
