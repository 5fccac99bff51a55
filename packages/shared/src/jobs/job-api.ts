import { jobDocRecordRoutes } from '../doc-records/doc-record-routes';
import { documentRoutes } from '../documents/print-routes';
import { templatePrintRoutes } from '../documents-templates/template-print-routes';
import { edocRoutes } from '../edocs/edoc-routes';
import { chargeRoutes } from '../finance/charge-routes';
import { bookingDeskRoutes } from '../movement/booking-desk';
import { customsRoutes } from '../movement/customs-routes';
import { otherServiceRoutes } from '../movement/other-service-routes';
import { railRoutes } from '../movement/rail-routes';
import { truckingRoutes } from '../movement/trucking-routes';
import { warehouseRoutes } from '../movement/warehouse-routes';
import { jobEtaSlipRoutes } from '../tracking/eta-slip-routes';
import { goodsStatusDeskRoutes } from '../tracking/goods-status-desk';
import { goodsStatusRoutes } from '../tracking/goods-status-routes';
import { shipmentListRoutes } from '../tracking/shipment-list';
import { jobTimelineRoutes } from '../tracking/timeline';
import { jobTrackingRoutes } from '../tracking/tracking-routes';
import { billRoutes } from './bill-routes';
import { cargoRoutes } from './cargo/cargo-routes';
import { jobCardRoutes } from './job-card-routes';
import { jobListRoutes } from './job-list';
import { jobPeopleRoutes } from './job-people';
import { jobSplitRoutes } from './job-split';
import { perJobType, type TJobType } from './job-types';

/**
 * Every contract of a job type, by part of the job aggregate; `API.jobs[jobType]`. A new part of
 * the job is one more factory here, built from `jobRouteBase`.
 */
const jobTypeRoutes = (jobType: TJobType) => ({
  card: jobCardRoutes(jobType),
  list: jobListRoutes(jobType),
  splits: jobSplitRoutes(jobType),
  bills: billRoutes(jobType),
  cargo: cargoRoutes(jobType),
  people: jobPeopleRoutes(jobType),
  charges: chargeRoutes(jobType),
  docs: jobDocRecordRoutes(jobType),
  edocs: edocRoutes(jobType),
  templatePrint: templatePrintRoutes(jobType),
  documents: documentRoutes(jobType),
  trucking: truckingRoutes(jobType),
  warehouse: warehouseRoutes(jobType),
  bookingDesk: bookingDeskRoutes(jobType),
  customs: customsRoutes(jobType),
  rail: railRoutes(jobType),
  otherServices: otherServiceRoutes(jobType),
  tracking: jobTrackingRoutes(jobType),
  etaSlip: jobEtaSlipRoutes(jobType),
  shipments: shipmentListRoutes(jobType),
  timeline: jobTimelineRoutes(jobType),
  goodsStatus: goodsStatusRoutes(jobType),
  goodsStatusDesk: goodsStatusDeskRoutes(jobType),
});
export type TJobTypeRoutes = ReturnType<typeof jobTypeRoutes>;

export const jobRoutes = perJobType(jobTypeRoutes);
