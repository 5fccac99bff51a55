import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/audit/audit-log';
import { sendFile } from '../../../platform/http/file-reply';
import { implement } from '../../../platform/http/implement';
import { readerOf } from '../../../platform/http/locale';
import type { ServiceContext } from '../../../platform/service-context';
import { financeCallerOf } from '../../finance/finance-caller';
import { printInvoice } from './invoice-print';
import { getStatementPrints, printStatement } from './statement-print';

/** Finance's printed documents: invoices and notes, and the statement of account, previewed inline. */
export function registerFinanceDocumentRoutes(app: FastifyInstance, ctx: ServiceContext) {
  implement(app, API.finance.printInvoice, async ({ params, auth, req, reply }) =>
    sendFile(
      reply,
      await printInvoice(ctx, { id: params.id, offices: auth.officeCodes, reader: readerOf(req), actor: actorOf(req) }),
      { inline: true },
    ),
  );
  implement(app, API.finance.printStatement, async ({ query, req, reply }) =>
    sendFile(reply, await printStatement(ctx, { query, caller: financeCallerOf(req), reader: readerOf(req) }), {
      inline: true,
    }),
  );
  implement(app, API.finance.statementPrints, ({ query, req }) => getStatementPrints(ctx, query, financeCallerOf(req)));
}
