/**
 * Which (move, from-state) pairs to try, and in what order, so that few records are made: a plan is a list of
 * walks, each one record created in the machine's initial state and moved along. At each state a walk visits it
 * first tries the moves refused there (a refusal leaves the record where it is), then takes an allowed move not
 * tried yet, preferring one after which more work stays reachable; when none is left at its state it drives on
 * (through allowed moves) to the nearest state with work left, and ends when no work is reachable. Each pair is
 * tried once. Pure: no I/O (conformance/rules/state-transitions.ts sends the plan).
 */
import { expectationOf, reachableStates, type StateMachine } from './state-machines';

export interface PlannedStep {
  /** Index of the move in machine.moves. */
  move: number;
  from: string;
  expect: 'allowed' | 'refused';
  /** A pair the plan tries, or an allowed move that only takes the record on to where work remains. */
  purpose: 'try' | 'drive';
}

export interface Plan {
  walks: PlannedStep[][];
  /** Pairs not tried: their state cannot be reached from the initial one, or the bound on walks was met. */
  untried: { move: number; from: string; why: 'unreachable' | 'bound' }[];
}

const pairKey = (move: number, state: string) => `${move}\u0000${state}`;

/**
 * The plan for the moves `selected` picks (by index), from records created in `initial`; at most `maxWalks`
 * walks (records).
 */
export function planWalks(
  machine: StateMachine,
  initial: string,
  selected: (move: number) => boolean = () => true,
  maxWalks = 20,
): Plan {
  const reachable = reachableStates(machine, initial);
  const pending = new Map<string, { move: number; from: string }>();
  const untried: Plan['untried'] = [];
  machine.moves.forEach((move, index) => {
    if (!selected(index)) return;
    for (const state of machine.states) {
      if (expectationOf(move, state) === 'unstated') continue;
      if (reachable.has(state)) pending.set(pairKey(index, state), { move: index, from: state });
      else untried.push({ move: index, from: state, why: 'unreachable' });
    }
  });
  const workAt = (state: string) => [...pending.values()].filter((p) => p.from === state);
  /** Pending pairs at the states reachable from `state`. */
  const workFrom = (state: string) => {
    const ahead = reachableStates(machine, state);
    return [...pending.values()].filter((p) => ahead.has(p.from)).length;
  };
  /** The allowed moves from `state` to the nearest other state with work, or undefined when none is reachable. */
  const driveFrom = (state: string) =>
    shortestPath(machine, state, (here) => here !== state && workAt(here).length > 0);

  const walks: PlannedStep[][] = [];
  while (pending.size && walks.length < maxWalks) {
    const walk: PlannedStep[] = [];
    let state = initial;
    for (;;) {
      for (const pair of workAt(state)) {
        if (expectationOf(machine.moves[pair.move]!, state) !== 'refused') continue;
        walk.push({ move: pair.move, from: state, expect: 'refused', purpose: 'try' });
        pending.delete(pairKey(pair.move, state));
      }
      const allowed = workAt(state);
      if (allowed.length) {
        // The move after which the most work stays reachable (the first of equals, in the contract's order).
        let best = allowed[0]!;
        let bestScore = -1;
        for (const pair of allowed) {
          pending.delete(pairKey(pair.move, state));
          const score = workFrom(machine.moves[pair.move]!.to);
          pending.set(pairKey(pair.move, state), pair);
          if (score > bestScore) [best, bestScore] = [pair, score];
        }
        pending.delete(pairKey(best.move, state));
        walk.push({ move: best.move, from: state, expect: 'allowed', purpose: 'try' });
        state = machine.moves[best.move]!.to;
        continue;
      }
      const drive = driveFrom(state);
      if (!drive) break;
      for (const move of drive) {
        walk.push({ move, from: state, expect: 'allowed', purpose: 'drive' });
        state = machine.moves[move]!.to;
      }
    }
    walks.push(walk);
  }
  for (const pair of pending.values()) untried.push({ ...pair, why: 'bound' });
  return { walks, untried };
}

/** The allowed moves that take a record from `initial` to `target` (shortest), or undefined if none do. */
export const pathTo = (machine: StateMachine, initial: string, target: string) =>
  shortestPath(machine, initial, (state) => state === target);

/** The fewest allowed moves from `start` to a state `goal` accepts (breadth first), or undefined. */
function shortestPath(
  machine: StateMachine,
  start: string,
  goal: (state: string) => boolean,
): number[] | undefined {
  const back = new Map<string, { state: string; move: number } | null>([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const here = queue.shift()!;
    if (goal(here)) {
      const path: number[] = [];
      for (let at = here; back.get(at); at = back.get(at)!.state) path.unshift(back.get(at)!.move);
      return path;
    }
    machine.moves.forEach((move, index) => {
      if (move.from.includes(here) && !back.has(move.to)) {
        back.set(move.to, { state: here, move: index });
        queue.push(move.to);
      }
    });
  }
  return undefined;
}
