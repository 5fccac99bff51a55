import { z } from 'zod';
import { LOCALES } from './locales';

// Apart from locales.ts, so that a browser bundle using only the locale helpers (the sign-on page)
// does not take zod along.
export const ZLocale = z.enum(LOCALES);
