/**
 * zod 4 compiles object schemas with `new Function` when it can, and finds out whether it can by trying once —
 * which a Content-Security-Policy without 'unsafe-eval' reports as a violation. In the browser, schemas run in
 * "jitless" mode instead: the same results, no eval. This module must be imported before any schema is built,
 * so root.tsx imports it first. (The server has no CSP and keeps the faster compiled parsers.)
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });
