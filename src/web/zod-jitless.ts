/**
 * Zod compiles object parsers with `new Function` unless told not to. The app's
 * Content-Security-Policy has no 'unsafe-eval': zod's probe for it would only be refused and
 * reported as a violation. app.tsx loads this before the pages that validate with zod.
 */
import { z } from 'zod';

z.config({ jitless: true });
