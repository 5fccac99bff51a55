import { API } from '@apex/shared';
import { ZCreateExchangeRateRequest } from '@apex/shared/master';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/audit/audit-log';
import { callerOf } from '../../platform/auth/caller';
import { implementExcelImport } from '../../platform/excel/import-route';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import { readerOf } from '../../platform/http/locale';
import type { ServiceContext } from '../../platform/service-context';
import { findCurrencies, getCurrency, updateCurrency } from './currencies';
import { exportCurrencies, exportRates } from './currency-export';
import {
  addRate,
  createRate,
  deleteRate,
  findRates,
  getRate,
  lookUpRate,
  ratesOfCaller,
  updateRate,
} from './exchange-rates';

/** Currencies (ISO 4217, enabled or not) and exchange rates by office, pair and date. */
export function registerCurrencyRoutes(app: FastifyInstance, ctx: ServiceContext) {
  const currencies = API.currencies;
  implement(app, currencies.list, ({ query }) => findCurrencies(ctx, query));
  implement(app, currencies.export, async ({ query, req, reply }) =>
    sendFile(reply, exportCurrencies(ctx, query, readerOf(req))),
  );
  implement(app, currencies.get, ({ params }) => getCurrency(ctx, params.id));
  implement(app, currencies.update, ({ params, body, req }) =>
    updateCurrency(ctx, { id: params.id, input: body, actor: actorOf(req) }),
  );

  // Rates belong to their office: every call sees and changes the caller's offices' only.
  const rates = API.exchangeRates;
  implement(app, rates.lookup, ({ query, req }) => lookUpRate(ctx, query, callerOf(req)));
  implement(app, rates.list, ({ query, req }) => findRates(ctx, query, callerOf(req)));
  implement(app, rates.export, async ({ query, req, reply }) =>
    sendFile(reply, exportRates(ctx, ratesOfCaller(query, callerOf(req)), readerOf(req))),
  );
  implement(app, rates.get, ({ params, req }) => getRate(ctx, params.id, callerOf(req)));
  implement(app, rates.create, ({ body, req }) => createRate(ctx, { input: body, actor: callerOf(req) }));
  implement(app, rates.update, ({ params, body, req }) =>
    updateRate(ctx, { id: params.id, input: body, actor: callerOf(req) }),
  );
  implement(app, rates.remove, async ({ params, query, req }) => {
    await deleteRate(ctx, { id: params.id, version: query.version, actor: callerOf(req) });
    return null;
  });
  implementExcelImport(app, ctx, rates.import, { schema: ZCreateExchangeRateRequest, insert: addRate });
}
