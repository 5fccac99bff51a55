import { z } from 'zod';
import { ZIdParams, ZPage, ZVersionQuery } from '../api/paging';
import { defineRoute, FILE_RESPONSE } from '../api/route';
import { jobRouteBase } from '../jobs/job-route-base';
import type { TJobType } from '../jobs/job-types';
import { ZEntrustmentMoveRequest } from './entrustment-states';
import {
  ZAppointmentInput,
  ZCreateTruckingOrderRequest,
  ZTruckingBulkStatusRequest,
  ZTruckingContainerOption,
  ZTruckingContainerQuery,
  ZTruckingExportQuery,
  ZTruckingListQuery,
  ZTruckingOrder,
  ZTruckingRow,
  ZTruckSplitRequest,
  ZUpdateAppointmentRequest,
  ZUpdateTruckingOrderRequest,
} from './trucking';

const ZAppointmentParams = ZIdParams.extend({ appointmentId: ZIdParams.shape.id });

/**
 * Trucking orders of a job type (spec §2.8 trucking tab, §3 Trucking and Appointment): made on a
 * job's tab, kept on the type's own routes for the lists and the truck split. The job type's view
 * and edit permissions; an order of another office answers 404.
 */
export function truckingRoutes(jobType: TJobType) {
  const { api, one, read, write, tag } = jobRouteBase(jobType);
  const orders = `${api}/trucking-orders` as const;
  const order = `${orders}/:id` as const;
  const appointment = `${order}/appointments/:appointmentId` as const;
  // An order's write sets the delivery stages of the jobs it serves (their delivered date).
  const servedJobs = [one];
  return {
    jobOrders: defineRoute({
      method: 'GET',
      path: `${one}/trucking-orders`,
      access: read,
      summary: "A job's trucking orders, its own and the united ones that carry its containers",
      tag,
      params: ZIdParams,
      response: ZTruckingOrder.array(),
    }),
    create: defineRoute({
      method: 'POST',
      path: `${one}/trucking-orders`,
      access: write,
      summary: 'A new trucking order of the job, numbered by the office’s trucking rule, not entrusted yet',
      tag,
      params: ZIdParams,
      body: ZCreateTruckingOrderRequest,
      response: ZTruckingOrder,
    }),
    split: defineRoute({
      method: 'PUT',
      path: `${one}/trucking-split`,
      access: write,
      summary: "Truck split: the job's containers spread over its orders, all at once",
      tag,
      params: ZIdParams,
      body: ZTruckSplitRequest,
      response: ZTruckingOrder.array(),
    }),
    list: defineRoute({
      method: 'GET',
      path: orders,
      access: read,
      summary: 'Trucking orders of the office, paged and filtered',
      tag,
      query: ZTruckingListQuery,
      response: ZPage(ZTruckingRow),
    }),
    export: defineRoute({
      method: 'GET',
      path: `${orders}/export`,
      access: read,
      summary: 'The whole filtered trucking list as an Excel workbook, streamed',
      tag,
      query: ZTruckingExportQuery,
      response: FILE_RESPONSE,
    }),
    bulkStatus: defineRoute({
      method: 'POST',
      path: `${orders}/status`,
      access: write,
      summary: 'Moves many orders to one entrustment status: all of them, or none',
      tag,
      alsoChanges: servedJobs,
      body: ZTruckingBulkStatusRequest,
      response: ZTruckingRow.array(),
    }),
    containers: defineRoute({
      method: 'GET',
      path: `${api}/trucking-containers`,
      access: read,
      summary: 'The unite trucking picker: containers of the office’s jobs by MB/L, job no or vessel',
      tag,
      query: ZTruckingContainerQuery,
      response: ZTruckingContainerOption.array(),
    }),
    get: defineRoute({
      method: 'GET',
      path: order,
      access: read,
      summary: 'One trucking order with its containers, status history and appointments',
      tag,
      params: ZIdParams,
      response: ZTruckingOrder,
    }),
    update: defineRoute({
      method: 'PUT',
      path: order,
      access: write,
      summary: "A trucking order's company, dates, address, containers or cargo",
      tag,
      alsoChanges: servedJobs,
      params: ZIdParams,
      body: ZUpdateTruckingOrderRequest,
      response: ZTruckingOrder,
    }),
    delete: defineRoute({
      method: 'DELETE',
      path: order,
      access: write,
      summary: 'Deletes an order not entrusted yet (or cancelled)',
      tag,
      alsoChanges: servedJobs,
      params: ZIdParams,
      query: ZVersionQuery,
      response: z.null(),
    }),
    status: defineRoute({
      method: 'POST',
      path: `${order}/status`,
      access: write,
      summary: 'The next entrustment status, a step back with its reason, or cancelled (spec §4)',
      tag,
      alsoChanges: servedJobs,
      params: ZIdParams,
      body: ZEntrustmentMoveRequest,
      response: ZTruckingOrder,
    }),
    addAppointment: defineRoute({
      method: 'POST',
      path: `${order}/appointments`,
      access: write,
      summary: 'A pick-up or delivery appointment of the order',
      tag,
      params: ZIdParams,
      body: ZAppointmentInput,
      response: ZTruckingOrder,
    }),
    updateAppointment: defineRoute({
      method: 'PUT',
      path: appointment,
      access: write,
      summary: "An appointment's booking id, contact, times, cargo ready flag or status",
      tag,
      params: ZAppointmentParams,
      body: ZUpdateAppointmentRequest,
      response: ZTruckingOrder,
    }),
    deleteAppointment: defineRoute({
      method: 'DELETE',
      path: appointment,
      access: write,
      summary: 'Deletes an appointment',
      tag,
      params: ZAppointmentParams,
      query: ZVersionQuery,
      response: ZTruckingOrder,
    }),
    appointmentFile: defineRoute({
      method: 'GET',
      path: `${appointment}/file`,
      access: read,
      summary: 'The appointment document (spec §7 appointment download-file), as PDF',
      tag,
      params: ZAppointmentParams,
      response: FILE_RESPONSE,
    }),
  };
}
