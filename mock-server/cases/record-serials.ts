/**
 * The highest running number of each facility's record ids, kept as the case index files its cases
 * (./case-index.ts), so a new case's record id (RCH-2026-0042, ./build.ts) is not found by reading every record
 * id of its facility. A record id is counted under each of its prefixes that ends in '-' (RCH-, RCH-2026-), with
 * the number after it as serialUnder reads it; only numbers above 0 can be the highest.
 */
import { serialUnder } from './build';

export interface SerialTally {
  /** Counts (or, `out`, stops counting) a case's record id for its facility. */
  file(item: { facility: { id: string }; caseRecordId: string }, out: boolean): void;
  /** Forgets every count (the index is made again). */
  reset(): void;
  /** The highest running number under `prefix` among the facility's record ids; 0 when none. */
  highest(facilityId: string, prefix: string): number;
}

export function serialTally(): SerialTally {
  /** facility id, prefix → how many record ids hold each number above 0 under it. */
  const counts = new Map<string, Map<number, number>>();
  /** facility id, prefix → the highest of those numbers. */
  const highest = new Map<string, number>();
  const keyOf = (facilityId: string, prefix: string) => `${facilityId}\u0000${prefix}`;

  function count(key: string, serial: number, out: boolean) {
    let numbers = counts.get(key);
    if (!out) {
      if (!numbers) counts.set(key, (numbers = new Map()));
      numbers.set(serial, (numbers.get(serial) ?? 0) + 1);
      if (serial > (highest.get(key) ?? 0)) highest.set(key, serial);
      return;
    }
    const left = (numbers?.get(serial) ?? 0) - 1;
    if (!numbers || left < 0) return;
    if (left > 0) return void numbers.set(serial, left);
    numbers.delete(serial);
    if (numbers.size === 0) {
      counts.delete(key);
      highest.delete(key);
    } else if (highest.get(key) === serial) {
      // The highest gone (a deletion, rare): the next one down, from this prefix's numbers alone.
      let next = 0;
      for (const number of numbers.keys()) if (number > next) next = number;
      highest.set(key, next);
    }
  }

  return {
    file(item, out) {
      const id = item.caseRecordId;
      for (let at = id.indexOf('-'); at >= 0; at = id.indexOf('-', at + 1)) {
        const prefix = id.slice(0, at + 1);
        const serial = serialUnder(prefix, id);
        if (serial > 0) count(keyOf(item.facility.id, prefix), serial, out);
      }
    },
    reset() {
      counts.clear();
      highest.clear();
    },
    highest: (facilityId, prefix) => highest.get(keyOf(facilityId, prefix)) ?? 0,
  };
}
