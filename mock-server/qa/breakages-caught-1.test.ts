/**
 * Proof that the conformance checker catches faults, part 1 of 2 of the breakage table
 * (./breakages.ts; the table's own tests and the healthy mock: ./breakages.test.ts).
 */
import { describe } from 'vitest';
import { breakagesPart, itIsCaught, withBreakageMocks } from './breakage-runs';

withBreakageMocks();

describe('the broken mocks, part 1 of 2', () => itIsCaught(breakagesPart(1, 2)));
