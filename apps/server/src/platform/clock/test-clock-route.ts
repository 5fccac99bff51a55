import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clock } from './clock';

const ZAdvance = z.object({
  minutes: z
    .number()
    .min(0)
    .max(60 * 24 * 365),
});

/**
 * With TEST_CLOCK only (never in production, config.ts): `POST /__test/clock {"minutes": n}` moves
 * the server's clock forward and answers the new time. It is no API contract: a production server
 * does not have it at all.
 */
export function registerTestClock(app: FastifyInstance) {
  app.post('/__test/clock', async (req) => {
    clock.advance(ZAdvance.parse(req.body).minutes * 60_000);
    return { now: clock.now().toISOString() };
  });
}
