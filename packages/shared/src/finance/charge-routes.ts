import { ZIdParams } from '../api/paging';
import { defineRoute, needs } from '../api/route';
import { jobRouteBase } from '../jobs/job-route-base';
import type { TJobType } from '../jobs/job-types';
import {
  ZApportionPreview,
  ZApportionRequest,
  ZReviewRequest,
  ZSchemePreview,
  ZSchemePreviewRequest,
} from './charge-actions';
import { ZJobCharges, ZSaveChargesRequest } from './charge-lines';
import { ZCreateInvoiceRequest, ZInvoice } from './invoices';

/**
 * The charges and invoice part of a job (spec §2.8): its lines saved as a whole in the job-part
 * frame, a scheme applied for review, a consolidation's cost spread onto its sub-jobs, the review,
 * and a new invoice of its lines. Each needs its finance permission and the job type's view or
 * edit permission as well; the job must be of the session's office (404).
 */
export function chargeRoutes(jobType: TJobType) {
  const { one, view, edit, tag } = jobRouteBase(jobType);
  const path = <P extends string>(suffix: P) => `${one}/${suffix}` as const;
  return {
    get: defineRoute({
      method: 'GET',
      path: path('charges'),
      access: needs('/charge/list', view),
      summary: "A job's charge and cost lines, totals, profit, money status and invoices",
      tag,
      params: ZIdParams,
      response: ZJobCharges,
    }),
    save: defineRoute({
      method: 'PUT',
      path: path('charges'),
      access: needs('/charge/edit', edit),
      summary:
        "Saves a job's charge and cost lines as a whole (spec §5 charge rules; checked or invoiced lines unchanged)",
      tag,
      params: ZIdParams,
      body: ZSaveChargesRequest,
      response: ZJobCharges,
    }),
    schemePreview: defineRoute({
      method: 'POST',
      path: path('charges/scheme-preview'),
      access: needs('/charge/edit', edit),
      summary: 'The lines a charge scheme would add to the job, worked out on its quantities (nothing saved)',
      tag,
      params: ZIdParams,
      body: ZSchemePreviewRequest,
      response: ZSchemePreview,
    }),
    apportionPreview: defineRoute({
      method: 'POST',
      path: path('charges/apportion-preview'),
      access: needs('/charge/edit', edit),
      summary: "How a consolidation's cost would be shared by its sub-jobs (nothing saved)",
      tag,
      params: ZIdParams,
      body: ZApportionRequest,
      response: ZApportionPreview,
    }),
    apportion: defineRoute({
      method: 'POST',
      path: path('charges/apportion'),
      access: needs('/charge/edit', edit),
      summary: "Adds a consolidation's cost to its sub-jobs, shared exactly (one transaction)",
      tag,
      params: ZIdParams,
      body: ZApportionRequest,
      response: ZApportionPreview,
    }),
    review: defineRoute({
      method: 'POST',
      path: path('charges/review'),
      access: needs('/charge/edit', edit),
      summary: "Submits the job's charges for review, approves them (/charge/review) or reopens them",
      tag,
      params: ZIdParams,
      body: ZReviewRequest,
      response: ZJobCharges,
    }),
    createInvoice: defineRoute({
      method: 'POST',
      path: path('invoices'),
      access: needs('/invoice/edit', view),
      summary: 'A new draft invoice, debit or credit note, or vendor bill of some of the job’s lines',
      tag,
      params: ZIdParams,
      body: ZCreateInvoiceRequest,
      response: ZInvoice,
    }),
  };
}
