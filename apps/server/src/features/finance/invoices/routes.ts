import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { sendFile } from '../../../platform/http/file-reply';
import { implement } from '../../../platform/http/implement';
import { readerOf } from '../../../platform/http/locale';
import type { ServiceContext } from '../../../platform/service-context';
import { forEachJobType } from '../../jobs/for-each-job-type';
import { financeCallerOf } from '../finance-caller';
import { confirmInvoice } from './invoice-confirm';
import { exportInvoices } from './invoice-export';
import {
  cancelInvoice,
  createInvoice,
  deleteInvoice,
  findInvoices,
  getInvoice,
  setTaxInvoiceNo,
  updateInvoice,
} from './invoices';

/** Invoices, notes and vendor bills: made from a job's lines, then kept on finance's invoice routes. */
export function registerInvoiceRoutes(app: FastifyInstance, ctx: ServiceContext) {
  forEachJobType((jobType, { charges }) => {
    implement(app, charges.createInvoice, ({ params, body, req }) => {
      const caller = financeCallerOf(req);
      return createInvoice(ctx, { ref: { jobType, id: params.id, actor: caller }, input: body, caller });
    });
  });
  const routes = API.finance;
  implement(app, routes.invoices, ({ query, req }) => findInvoices(ctx, query, financeCallerOf(req)));
  implement(app, routes.exportInvoices, async ({ query, req, reply }) =>
    sendFile(reply, exportInvoices(ctx, query, financeCallerOf(req), readerOf(req))),
  );
  implement(app, routes.invoice, ({ params, auth }) => getInvoice(ctx.db, params.id, auth.officeCodes));
  implement(app, routes.updateInvoice, ({ params, body, req }) =>
    updateInvoice(ctx, { id: params.id, input: body, caller: financeCallerOf(req) }),
  );
  implement(app, routes.confirmInvoice, ({ params, body, req }) =>
    confirmInvoice(ctx, { id: params.id, input: body, caller: financeCallerOf(req) }),
  );
  implement(app, routes.cancelInvoice, ({ params, body, req }) =>
    cancelInvoice(ctx, { id: params.id, version: body.version, caller: financeCallerOf(req) }),
  );
  implement(app, routes.setTaxInvoiceNo, ({ params, body, req }) =>
    setTaxInvoiceNo(ctx, { id: params.id, ...body, caller: financeCallerOf(req) }),
  );
  implement(app, routes.deleteInvoice, async ({ params, query, req }) => {
    await deleteInvoice(ctx, { id: params.id, version: query.version, caller: financeCallerOf(req) });
    return null;
  });
}
