/** Reading x-state-machines: the contract's own machines, and what a wrong declaration is told. */
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import {
  canonicalState,
  expectationOf,
  reachableStates,
  readStateMachines,
  type StateMachine,
} from './state-machines';

const doc = loadOpenapi();
const operationIds = new Set(listOperations(doc).map((op) => op.operationId));
const { machines, problems } = readStateMachines(doc, operationIds);
const machine = (name: string) => machines.find((m) => m.name === name)!;
const moveOf = (m: StateMachine, label: string) => m.moves.find((move) => move.label === label)!;

describe("the contract's state machines", () => {
  it('are declared without a problem, one per resource', () => {
    expect(problems).toEqual([]);
    expect(machines.map((m) => m.name)).toEqual(['Case', 'Task', 'BillingRecord', 'User', 'FacilityAccount']);
  });

  it("take their states from the schemas' enums and say how each is read", () => {
    expect(machine('Case').states).toEqual([
      'Draft',
      'Available',
      'Assigned',
      'SignOutCompleted',
      'Cancelled',
    ]);
    expect(machine('FacilityAccount').states).toEqual(machine('User').states);
    expect(machine('BillingRecord').read).toEqual({ operation: 'getBillingRecord', field: 'status' });
  });

  it('say what the prose says of each move', () => {
    const cancel = moveOf(machine('Case'), 'cancelCase');
    expect(cancel.to).toBe('Cancelled');
    expect(machine('Case').states.filter((s) => expectationOf(cancel, s) === 'allowed')).toEqual([
      'Draft',
      'Available',
    ]);
    const reopen = moveOf(machine('Task'), 'reopenTask');
    expect(reopen.from).toEqual(['Completed', 'Cancelled']);
  });

  it('expand an operation that sets the state into one move per target, with what sending it again does', () => {
    const user = machine('User');
    const change = moveOf(user, 'changeUserStatus (status: Active)');
    expect(change.body).toEqual({ status: 'Active', reason: expect.any(String) });
    expect(expectationOf(change, 'Active')).toBe('refused');
    expect(expectationOf(change, 'Deactivated')).toBe('allowed');
    expect(expectationOf(change, 'New')).toBe('refused');
    const update = moveOf(user, 'updateUser (status: New)');
    expect(update.body).toEqual({ status: 'New' });
    expect(user.states.filter((s) => expectationOf(update, s) === 'allowed')).toEqual(['New']);
    expect(user.moves.filter((m) => m.operation === 'updateUser')).toHaveLength(5);
    // Billing: the contract does not say what setting the current status again does.
    const paid = moveOf(machine('BillingRecord'), 'updateBillingRecord (status: Paid)');
    expect(expectationOf(paid, 'Paid')).toBe('unstated');
    expect(expectationOf(paid, 'Invoiced')).toBe('allowed');
    expect(expectationOf(paid, 'Void')).toBe('refused');
  });

  it('reach every state from the one records are created in', () => {
    expect([...reachableStates(machine('Case'), 'Draft')].sort()).toEqual([...machine('Case').states].sort());
    expect(reachableStates(machine('BillingRecord'), 'Paid')).toEqual(new Set(['Paid']));
  });

  it('read any spelling of a state a server sends', () => {
    expect(canonicalState(machine('User'), 'provisionally_active')).toBe('Provisionally Active');
    expect(canonicalState(machine('User'), 'PROVISIONALLYACTIVE')).toBe('Provisionally Active');
    expect(canonicalState(machine('User'), 'Archived')).toBeUndefined();
    expect(canonicalState(machine('User'), 3)).toBeUndefined();
  });
});

describe('a declaration with mistakes', () => {
  const schemas = { S: { enum: ['A', 'B'] }, N: { type: 'string' } };
  const read = (declared: unknown) =>
    readStateMachines({ components: { schemas, 'x-state-machines': declared } }, new Set(['op', 'get']));

  it('is left out, and each mistake named', () => {
    const result = read({
      Bad: {
        states: 'N',
        read: { operation: 'nope' },
        transitions: [
          { operation: 'op', from: ['A'], to: 'C' },
          { operation: 'gone', sets: 'status' },
        ],
      },
      Good: {
        states: 'S',
        read: { operation: 'get', field: 'status' },
        transitions: [{ operation: 'op', from: ['A'], to: 'B' }],
      },
    });
    expect(result.machines.map((m) => m.name)).toEqual(['Good']);
    expect(result.problems).toEqual([
      'x-state-machines.Bad: states names no schema with an enum of strings (N)',
      'x-state-machines.Bad: read.operation nope is not an operation',
      'x-state-machines.Bad: read.field is missing',
      'x-state-machines.Bad: transitions[0]: A is not a state',
      'x-state-machines.Bad: transitions[0]: C is not a state',
      'x-state-machines.Bad: transitions[1]: gone is not an operation',
      'x-state-machines.Bad: transitions[1]: sets status but the machine has no moves',
    ]);
  });

  it('of a document without machines is nothing at all', () => {
    expect(readStateMachines({}, new Set())).toEqual({ machines: [], problems: [] });
  });
});
