/**
 * The plan of state_transitions: on the contract's machines and on any machine (fast-check), every pair is tried
 * once, each walk follows the machine, and few records are made.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import {
  expectationOf,
  reachableStates,
  readStateMachines,
  type Move,
  type StateMachine,
} from './state-machines';
import { pathTo, planWalks, type Plan } from './state-plan';

const doc = loadOpenapi();
const { machines } = readStateMachines(doc, new Set(listOperations(doc).map((op) => op.operationId)));
const machine = (name: string) => machines.find((m) => m.name === name)!;

/** Replays a plan: each step from the state the walk is in, allowed moves to their target, refusals in place. */
function replay(m: StateMachine, initial: string, plan: Plan) {
  const tried: string[] = [];
  for (const walk of plan.walks) {
    expect(walk.some((step) => step.purpose === 'try')).toBe(true);
    let state = initial;
    for (const step of walk) {
      const move = m.moves[step.move]!;
      expect(step.from).toBe(state);
      expect(expectationOf(move, state)).toBe(step.expect);
      if (step.purpose === 'try') tried.push(`${step.move}@${state}`);
      if (step.expect === 'allowed') state = move.to;
    }
  }
  return tried;
}

describe('the plan on the contract', () => {
  it('tries each move of the case from each of its states, with three cases', () => {
    const m = machine('Case');
    const plan = planWalks(m, 'Draft');
    const tried = replay(m, 'Draft', plan);
    expect(tried).toHaveLength(m.moves.length * m.states.length);
    expect(new Set(tried).size).toBe(tried.length);
    expect(plan.walks).toHaveLength(3);
    expect(plan.untried).toEqual([]);
  });

  it('makes one task do it all, its reopen coming back to Open', () => {
    const plan = planWalks(machine('Task'), 'Open');
    expect(plan.walks).toHaveLength(1);
    expect(replay(machine('Task'), 'Open', plan)).toHaveLength(16);
  });

  it('leaves out what the contract does not say (a billing record set to its own status)', () => {
    const m = machine('BillingRecord');
    const tried = replay(m, 'Draft', planWalks(m, 'Draft'));
    expect(tried).toHaveLength(12);
    expect(tried.every((pair) => m.moves[Number(pair.split('@')[0])]!.to !== pair.split('@')[1])).toBe(true);
  });

  it('tries only the moves asked for, driving through the others', () => {
    const m = machine('Case');
    const cancel = m.moves.findIndex((move) => move.operation === 'cancelCase');
    const plan = planWalks(m, 'Draft', (index) => index === cancel);
    const steps = plan.walks.flat();
    expect(steps.filter((s) => s.purpose === 'try').every((s) => s.move === cancel)).toBe(true);
    expect(replay(m, 'Draft', plan)).toHaveLength(5);
  });

  it('reports the states a record never reaches, and stops at the bound on records', () => {
    const m = machine('BillingRecord');
    const fromPaid = planWalks(m, 'Paid');
    expect(fromPaid.untried.filter((u) => u.why === 'unreachable')).toHaveLength(9);
    const bounded = planWalks(machine('User'), 'New', () => true, 2);
    expect(bounded.walks).toHaveLength(2);
    expect(bounded.untried.some((u) => u.why === 'bound')).toBe(true);
  });

  it('finds the way to a state', () => {
    const m = machine('Case');
    const path = pathTo(m, 'Draft', 'SignOutCompleted')!;
    expect(path.map((i) => m.moves[i]!.operation)).toEqual(['sendOutCase', 'pickUpCase', 'signOutCase']);
    expect(pathTo(m, 'Cancelled', 'Draft')).toBeUndefined();
  });
});

const STATES = ['A', 'B', 'C', 'D', 'E'];
const anyMachine = fc
  .integer({ min: 1, max: STATES.length })
  .chain((n) => {
    const states = STATES.slice(0, n);
    const move = fc.record({
      to: fc.constantFrom(...states),
      from: fc.subarray(states),
      unstated: fc.subarray(states, { maxLength: 1 }),
    });
    return fc.record({ states: fc.constant(states), moves: fc.array(move, { minLength: 1, maxLength: 6 }) });
  })
  .map(({ states, moves }): StateMachine => ({
    name: 'M',
    states,
    read: { operation: 'get', field: 'status' },
    moves: moves.map((m, i): Move => ({
      operation: `op${i}`,
      to: m.to,
      from: m.from.filter((s) => !m.unstated.includes(s)),
      unstated: m.unstated,
      label: `op${i}`,
    })),
  }));

describe('the plan on any machine', () => {
  it('follows the machine, tries each reachable stated pair once, and reports the others', () => {
    fc.assert(
      fc.property(anyMachine, fc.nat(), fc.func(fc.boolean()), (m, start, pick) => {
        const initial = m.states[start % m.states.length]!;
        const selected = (index: number) => pick(index);
        const plan = planWalks(m, initial, selected, 1000);
        const tried = replay(m, initial, plan);
        const reachable = reachableStates(m, initial);
        const expected = m.moves.flatMap((move, index) =>
          selected(index)
            ? m.states
                .filter((s) => !move.unstated.includes(s) && reachable.has(s))
                .map((s) => `${index}@${s}`)
            : [],
        );
        expect([...tried].sort()).toEqual([...expected].sort());
        expect(plan.untried.every((u) => u.why === 'unreachable' && !reachable.has(u.from))).toBe(true);
        // Each record tries something: no more records than pairs, and none when there is nothing to try.
        expect(plan.walks.length).toBeLessThanOrEqual(expected.length);
        expect(plan.walks.length === 0).toBe(expected.length === 0);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps to its bound on records', () => {
    fc.assert(
      fc.property(anyMachine, fc.integer({ min: 0, max: 3 }), (m, bound) => {
        const plan = planWalks(m, m.states[0]!, () => true, bound);
        expect(plan.walks.length).toBeLessThanOrEqual(bound);
        replay(m, m.states[0]!, plan);
      }),
    );
  });
});
