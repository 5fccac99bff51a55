import type { excelImportRoute } from '@apex/shared/files';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { callerOf } from '../auth/caller';
import { implement } from '../http/implement';
import { readUpload } from '../http/upload';
import type { ServiceContext } from '../service-context';
import { type ExcelImporter, importExcel } from './xlsx-import';

/** Registers an entity's `{path}/import` (shared `excelImportRoute`) with the entity's importer. */
export function implementExcelImport<S extends z.ZodType>(
  app: FastifyInstance,
  ctx: ServiceContext,
  route: ReturnType<typeof excelImportRoute>,
  importer: Omit<ExcelImporter<S>, 'template'>,
) {
  implement(app, route, async ({ req, say }) => {
    const file = await readUpload(req, route.upload);
    const result = await importExcel(
      ctx,
      { ...importer, template: route.template },
      { file, actor: callerOf(req), locale: req.locale },
    );
    say('import.imported', { count: result.imported });
    return result;
  });
}
