import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemas } from '../../contracts';
import { fullList, maxItems } from './list-limits';

describe('maxItems', () => {
  it('reads the contract’s bound from the generated schema', () => {
    expect(maxItems(schemas.zTask.shape.comments)).toBe(500);
    expect(maxItems(schemas.zSubsection.shape.images)).toBe(50);
  });

  it('refuses a list the contract left unbounded', () => {
    expect(() => maxItems(z.array(z.string()))).toThrow('no maxItems');
  });
});

describe('fullList', () => {
  const list = z.array(z.string()).max(3);
  it('says so once the list holds its maximum', () => {
    expect(fullList(2, list, (max) => `At most ${max}.`)).toBeNull();
    expect(fullList(3, list, (max) => `At most ${max}.`)).toBe('At most 3.');
  });
});
