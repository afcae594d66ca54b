/**
 * The login throttle's state, in memory (./login-policy.ts holds the rules; decision 064): failures per email
 * (per address, and in the familiar and elsewhere buckets), failures per address, each email's familiar
 * addresses, and the failures of trusted devices (by device token: a token its failures fill a window of is
 * locked out, OWASP's lockout list). POST /__mock/reset clears it. Every map is bounded: past its size it forgets
 * the key written longest ago, so a flood of throwaway emails or addresses costs a fixed amount of memory (the
 * sizes below: at most about 2 million times, some 17 MB plus their keys, in the worst case). The failures of an
 * email that has an account are the exception: they are never forgotten to make room (their number is bounded by
 * the users), or a flood of throwaway emails would wipe an account's count and let its guessing start again.
 * Only a right password makes a device token, so only someone who knows one could flood the devices' map.
 */
import { registerRateLimitState } from '../http/rate-limit';
import {
  ADDRESS_TIMES_KEPT,
  LOGIN_POLICY,
  deviceWait,
  failureDelayMs,
  isFamiliar,
  loginWait,
  withFailure,
  withSuccess,
  type Familiar,
  type Times,
} from './login-policy';

export interface LoginAttemptBounds {
  /** Emails without an account with failures kept (an account's are always kept). */
  emails: number;
  /** Addresses kept per email (for the per account and address rule). */
  addressesPerEmail: number;
  /** Addresses with failures kept (for the slow-down). */
  addresses: number;
  /** Emails whose familiar addresses are kept (only a right password writes here). */
  familiarEmails: number;
  /** Trusted devices (device tokens) with failures kept. */
  devices: number;
}

export const LOGIN_ATTEMPT_BOUNDS: LoginAttemptBounds = {
  emails: 5_000,
  addressesPerEmail: 8,
  addresses: 10_000,
  familiarEmails: 10_000,
  devices: 5_000,
};

interface DeviceFailures {
  email: string;
  times: Times;
}

interface EmailFailures {
  byAddress: Map<string, Times>;
  familiar: Times;
  elsewhere: Times;
}

/** Writes `key` as the most recent one, forgetting the oldest past `max`. */
function put<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value as K);
}

const ADDRESS_WINDOW = { limit: ADDRESS_TIMES_KEPT, windowMs: LOGIN_POLICY.perAddress.windowMs };

export function createLoginAttempts(bounds: LoginAttemptBounds = LOGIN_ATTEMPT_BOUNDS) {
  // Emails with an account (never forgotten to make room), and the others (bounded).
  const accountFailures = new Map<string, EmailFailures>();
  const strangerFailures = new Map<string, EmailFailures>();
  const failuresOf = (email: string) => accountFailures.get(email) ?? strangerFailures.get(email);
  const addresses = new Map<string, Times>();
  const familiar = new Map<string, Familiar>();
  const devices = new Map<string, DeviceFailures>();
  const bucketOf = (email: string, address: string, now: number) =>
    isFamiliar(familiar.get(email), address, now) ? 'familiar' : 'elsewhere';

  return {
    /**
     * Seconds before `address` may try `email` again (0: now). Other emails' failures never count here. `device`:
     * the id of a valid device token for this email (./device-tokens.ts), whose own failures alone count.
     */
    wait(email: string, address: string, now: number, device: string | null = null): number {
      if (device) return deviceWait(devices.get(device)?.times ?? [], now);
      const record = failuresOf(email);
      if (!record) return 0;
      const bucket = record[bucketOf(email, address, now)];
      return loginWait({ pair: record.byAddress.get(address) ?? [], bucket }, now);
    },

    /**
     * Counts a wrong password (`account`: the email has one) or an unknown email; answers how long to hold the
     * answer back, in ms. A trusted `device`'s failure counts for that device only, answered at once.
     */
    failed(
      email: string,
      address: string,
      now: number,
      account = false,
      device: string | null = null,
    ): number {
      if (device) {
        const times = withFailure(devices.get(device)?.times ?? [], now, LOGIN_POLICY.perDevice);
        put(devices, device, { email, times }, bounds.devices);
        return 0;
      }
      const record = failuresOf(email) ?? { byAddress: new Map(), familiar: [], elsewhere: [] };
      const bucket = bucketOf(email, address, now);
      const pair = withFailure(record.byAddress.get(address) ?? [], now, [LOGIN_POLICY.perAccountAndAddress]);
      put(record.byAddress, address, pair, bounds.addressesPerEmail);
      record[bucket] = withFailure(record[bucket], now, LOGIN_POLICY.perAccount);
      if (account) {
        strangerFailures.delete(email);
        accountFailures.set(email, record);
      } else put(strangerFailures, email, record, bounds.emails);
      const fromAddress = withFailure(addresses.get(address) ?? [], now, [ADDRESS_WINDOW]);
      put(addresses, address, fromAddress, bounds.addresses);
      return failureDelayMs(fromAddress, now);
    },

    /**
     * A right password from `address`: its failures on this email and the familiar bucket are cleared, and the
     * address is familiar for 30 days. Failures from elsewhere stay: a stranger's count goes on. From a trusted
     * `device`, only that device's failures are cleared: the untrusted clients' counts stay as they are (the
     * owner's browser getting in must not let the guesser at the same address start again).
     */
    succeeded(email: string, address: string, now: number, device: string | null = null) {
      const record = failuresOf(email);
      if (device) devices.delete(device);
      else if (record) {
        record.byAddress.delete(address);
        record.familiar = [];
      }
      put(familiar, email, withSuccess(familiar.get(email), address, now), bounds.familiarEmails);
    },

    /**
     * The password was reset with an emailed code (ownership proved): every failure of the email is forgotten, its
     * devices' too (the owner's browser, its token locked by their own typos, gets in with the new password).
     */
    passwordReset(email: string) {
      accountFailures.delete(email);
      strangerFailures.delete(email);
      for (const [device, failures] of devices) if (failures.email === email) devices.delete(device);
    },

    clear() {
      accountFailures.clear();
      strangerFailures.clear();
      addresses.clear();
      familiar.clear();
      devices.clear();
    },

    /** What is held, for the bound's tests: keys per map and times in all. */
    size() {
      let times = 0;
      for (const record of [...accountFailures.values(), ...strangerFailures.values()]) {
        times += record.familiar.length + record.elsewhere.length;
        for (const pair of record.byAddress.values()) times += pair.length;
      }
      for (const list of addresses.values()) times += list.length;
      for (const known of familiar.values()) times += known.size;
      for (const failures of devices.values()) times += failures.times.length;
      return {
        emails: accountFailures.size + strangerFailures.size,
        addresses: addresses.size,
        familiarEmails: familiar.size,
        devices: devices.size,
        times,
      };
    },
  };
}

export type LoginAttempts = ReturnType<typeof createLoginAttempts>;

/** The mock's own, cleared with every other limiter by POST /__mock/reset. */
export const loginAttempts = createLoginAttempts();
registerRateLimitState(() => loginAttempts.clear());
