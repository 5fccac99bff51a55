import { API } from '@apex/shared';
import type { FastifyInstance } from 'fastify';
import { sendFile } from '../../platform/http/file-reply';
import { implement } from '../../platform/http/implement';
import { readerOf } from '../../platform/http/locale';
import type { ServiceContext } from '../../platform/service-context';
import { findOperLog } from './oper-log';
import { exportOperLog } from './oper-log-export';

/** The operation log (/sysOperLog/index): read-only, for administrators. */
export function registerOperLogRoutes(app: FastifyInstance, ctx: ServiceContext) {
  implement(app, API.operLog.list, ({ query }) => findOperLog(ctx, query));
  implement(app, API.operLog.export, async ({ query, req, reply }) =>
    sendFile(reply, exportOperLog(ctx, query, readerOf(req))),
  );
}
