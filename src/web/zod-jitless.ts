/**
 * Zod compiles object parsers with `new Function` unless told not to. The app's
 * Content-Security-Policy has no 'unsafe-eval': zod's probe for it would only be refused and
 * reported as a violation. main.tsx imports this first, before any schema is built.
 */
import { z } from 'zod';

z.config({ jitless: true });
