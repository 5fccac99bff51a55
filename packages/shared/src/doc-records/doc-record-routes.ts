import { z } from 'zod';
import { ZIdParams, ZPage, ZVersionQuery } from '../api/paging';
import { defineRoute, FILE_RESPONSE, needs } from '../api/route';
import { jobRouteBase } from '../jobs/job-route-base';
import type { TJobType } from '../jobs/job-types';
import {
  ZCreateDocRecordRequest,
  ZDocRecord,
  ZDocRecordExportQuery,
  ZDocRecordListQuery,
  ZDocRecordRow,
  ZDocStepRequest,
  ZExpressOrderQuery,
  ZUpdateDocRecordRequest,
} from './doc-records';

/**
 * The doc tab of a job (spec §2.8): its doc records, and a new one. Each needs its doc permission
 * and the job type's view permission; the job must be of the session's office (404).
 */
export function jobDocRecordRoutes(jobType: TJobType) {
  const { one, view, tag } = jobRouteBase(jobType);
  return {
    list: defineRoute({
      method: 'GET',
      path: `${one}/doc-records`,
      access: needs('/doc/list', view),
      summary: "A job's doc records (originals and other papers) with where each one is",
      tag,
      params: ZIdParams,
      response: ZDocRecordRow.array(),
    }),
    create: defineRoute({
      method: 'POST',
      path: `${one}/doc-records`,
      access: needs('/doc/edit', view),
      summary: 'A new doc record of the job’s MB/L or one of its HB/Ls, numbered after the job',
      tag,
      params: ZIdParams,
      body: ZCreateDocRecordRequest,
      response: ZDocRecord,
    }),
  };
}

const tag = 'doc records';
const record = '/doc-records/:id' as const;

/**
 * /document_manage/xdoc and the doc management dialog (spec §2.5, §2.8): the office's doc records
 * across jobs. A record of another office answers 404.
 */
export const docRecordRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/doc-records',
    access: needs('/doc/list'),
    summary: 'Doc records of the office, paged and filtered',
    tag,
    query: ZDocRecordListQuery,
    response: ZPage(ZDocRecordRow),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/doc-records/export',
    access: needs('/doc/list'),
    summary: 'The whole filtered doc record list as an Excel workbook, streamed',
    tag,
    query: ZDocRecordExportQuery,
    response: FILE_RESPONSE,
  }),
  get: defineRoute({
    method: 'GET',
    path: record,
    access: needs('/doc/list'),
    summary: 'One doc record with its journey and its job',
    tag,
    params: ZIdParams,
    response: ZDocRecord,
  }),
  update: defineRoute({
    method: 'PUT',
    path: record,
    access: needs('/doc/edit'),
    summary: "A doc record's type, bill, customer, manual no, originals and remark",
    tag,
    params: ZIdParams,
    body: ZUpdateDocRecordRequest,
    response: ZDocRecord,
  }),
  step: defineRoute({
    method: 'POST',
    path: `${record}/steps`,
    access: needs('/doc/edit'),
    summary: 'The next step of the journey: received, sent, returned, surrendered (who signed, when)',
    tag,
    params: ZIdParams,
    body: ZDocStepRequest,
    response: ZDocRecord,
  }),
  expressOrder: defineRoute({
    method: 'GET',
    path: `${record}/express-order`,
    access: needs('/doc/list'),
    summary: "The courier's waybill of the record's paper: sender, receiver (the bill's party), contents (PDF)",
    tag,
    params: ZIdParams,
    query: ZExpressOrderQuery,
    response: FILE_RESPONSE,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: record,
    access: needs('/doc/edit'),
    summary: 'Deletes a doc record whose paper has not been received yet',
    tag,
    params: ZIdParams,
    query: ZVersionQuery,
    response: z.null(),
  }),
};
