// Refusing logins after repeated failures, so a password cannot be guessed at speed, without
// letting a stranger lock a user out:
// - five failures for one user name from one address within fifteen minutes refuse that pair,
//   and fifty failures from one address (any names: password spraying) refuse the address, until
//   fifteen minutes after the last failure;
// - a browser that has logged in as a user before carries a signed device cookie for that user
//   (OWASP's "device cookies"): it is throttled on its own (five failures), never by the pair or
//   address limits, so someone sharing the user's address (an office, a café) cannot lock the
//   user out of a browser they already use.
// Kept in memory, bounded: keys are fixed-length hashes (a 60 KB user name costs no more than a
// short one) and each map holds at most `maxEntries` keys, the oldest dropped first. A restart
// forgets everything (device cookies included), which is fine for a demo host.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const maxPairFailures = 5;
const maxAddressFailures = 50;
const maxDeviceFailures = 5;
const windowMs = 15 * 60 * 1000;
const maxEntries = 10_000;

export const deviceCookie = 'demo_login_device';
const deviceLifetimeMs = 365 * 24 * 60 * 60 * 1000;

export interface LoginAttempt {
  userName: string;
  address: string;
  /** The device cookie the browser sent, or ''. */
  device: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');
const normalName = (userName: string) => userName.trim().toLowerCase();

/** Failure times per key, bounded in keys and in times per key. */
class FailureLog {
  readonly #times = new Map<string, number[]>();
  readonly #limit: number;

  constructor(limit: number) {
    this.#limit = limit;
  }

  recent(key: string, since: number): number[] {
    const recent = (this.#times.get(key) ?? []).filter((time) => time > since);
    if (recent.length === 0) this.#times.delete(key);
    else this.#times.set(key, recent);
    return recent;
  }

  add(key: string, since: number, now: number): void {
    const times = [...this.recent(key, since), now].slice(-this.#limit);
    // Re-inserted, so the Map's first key is always the one failed least recently.
    this.#times.delete(key);
    this.#times.set(key, times);
    while (this.#times.size > maxEntries) {
      const oldest = this.#times.keys().next().value as string;
      this.#times.delete(oldest);
    }
  }

  delete(key: string): void {
    this.#times.delete(key);
  }

  get size(): number {
    return this.#times.size;
  }
}

export class LoginThrottle {
  readonly #pairs = new FailureLog(maxPairFailures);
  readonly #addresses = new FailureLog(maxAddressFailures);
  readonly #devices = new FailureLog(maxDeviceFailures);
  readonly #secret = randomBytes(32);
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  #pairKey({ userName, address }: LoginAttempt): string {
    return digest(`${normalName(userName)}\u0000${address}`);
  }

  #addressKey({ address }: LoginAttempt): string {
    return digest(address);
  }

  #sign(text: string): string {
    return createHmac('sha256', this.#secret).update(text).digest('base64url');
  }

  /** The key of a valid device cookie for the attempted user name, or ''. */
  #deviceKey({ userName, device }: LoginAttempt): string {
    const [user, id, signature] = device.split('.');
    if (!user || !id || !signature || user !== digest(normalName(userName))) return '';
    const expected = Buffer.from(this.#sign(`${user}.${id}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return '';
    return digest(device);
  }

  #lockMinutes(recent: number[], limit: number): number {
    if (recent.length < limit) return 0;
    return Math.max(1, Math.ceil((recent.at(-1)! + windowMs - this.#now()) / 60_000));
  }

  /** Minutes left before this attempt may be made, or 0. */
  lockedFor(attempt: LoginAttempt): number {
    const since = this.#now() - windowMs;
    const device = this.#deviceKey(attempt);
    if (device) return this.#lockMinutes(this.#devices.recent(device, since), maxDeviceFailures);
    return Math.max(
      this.#lockMinutes(this.#pairs.recent(this.#pairKey(attempt), since), maxPairFailures),
      this.#lockMinutes(
        this.#addresses.recent(this.#addressKey(attempt), since),
        maxAddressFailures,
      ),
    );
  }

  fail(attempt: LoginAttempt): void {
    const now = this.#now();
    const since = now - windowMs;
    const device = this.#deviceKey(attempt);
    if (device) {
      this.#devices.add(device, since, now);
      return;
    }
    this.#pairs.add(this.#pairKey(attempt), since, now);
    this.#addresses.add(this.#addressKey(attempt), since, now);
  }

  /** Clears this attempt's failures and answers a device cookie value for the user. */
  succeed(attempt: LoginAttempt): string {
    const device = this.#deviceKey(attempt);
    if (device) {
      this.#devices.delete(device);
      return attempt.device;
    }
    this.#pairs.delete(this.#pairKey(attempt));
    const user = digest(normalName(attempt.userName));
    const id = randomBytes(16).toString('base64url');
    return `${user}.${id}.${this.#sign(`${user}.${id}`)}`;
  }

  /** How many keys the throttle holds, for tests. */
  stats(): { pairs: number; addresses: number; devices: number; limit: number } {
    return {
      pairs: this.#pairs.size,
      addresses: this.#addresses.size,
      devices: this.#devices.size,
      limit: maxEntries,
    };
  }
}

/** The Set-Cookie header of a device cookie: sent only to /login, for a year. */
export function deviceCookieHeader(value: string): string {
  return `${deviceCookie}=${value}; Path=/login; HttpOnly; SameSite=Strict; Max-Age=${deviceLifetimeMs / 1000}`;
}
