import type { excelImportRoute, TImportProgress } from '@apex/shared/files';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { callerOf } from '../auth/caller';
import { ok } from '../http/envelope';
import { implement } from '../http/implement';
import { replyWithProgress, wantsProgress } from '../http/progress-reply';
import { translate } from '../http/translate';
import { readUpload } from '../http/upload';
import type { ServiceContext } from '../service-context';
import { type ExcelImporter, importExcel } from './xlsx-import';

/**
 * Registers an entity's `{path}/import` (shared `excelImportRoute`) with the entity's importer. A
 * caller that asks for progress gets it as NDJSON lines before the envelope; refusals of the
 * upload itself (413, a file of the wrong type) come before any line, as a plain envelope.
 */
export function implementExcelImport<S extends z.ZodType>(
  app: FastifyInstance,
  ctx: ServiceContext,
  route: ReturnType<typeof excelImportRoute>,
  importer: Omit<ExcelImporter<S>, 'template'>,
) {
  implement(app, route, async ({ req, reply, say }) => {
    const file = await readUpload(req, route.upload);
    const run = (onProgress?: (progress: TImportProgress) => void) =>
      importExcel(
        ctx,
        { ...importer, template: route.template },
        { file, actor: callerOf(req), locale: req.locale, onProgress },
      );
    if (wantsProgress(req))
      return replyWithProgress<TImportProgress>(req, reply, async (progress) => {
        const result = await run(progress);
        return ok(result, translate(req.locale, 'import.imported', { count: result.imported }), 'import.imported');
      });
    const result = await run();
    say('import.imported', { count: result.imported });
    return result;
  });
}
