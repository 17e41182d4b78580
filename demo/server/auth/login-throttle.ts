// Refusing a login after repeated failures, so a password cannot be guessed at speed: after
// five failures for one user name from one address within fifteen minutes, that pair is refused
// (even with the right password) until fifteen minutes after the last failure. Kept in memory:
// a restart forgets it, which is fine for a demo host.
const maxFailures = 5;
const windowMs = 15 * 60 * 1000;

export class LoginThrottle {
  readonly #failures = new Map<string, number[]>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  #key(userName: string, address: string): string {
    return `${userName.trim().toLowerCase()}\u0000${address}`;
  }

  #recent(key: string): number[] {
    const since = this.#now() - windowMs;
    const recent = (this.#failures.get(key) ?? []).filter((time) => time > since);
    if (recent.length > 0) this.#failures.set(key, recent);
    else this.#failures.delete(key);
    return recent;
  }

  /** Minutes left before this user name may try again from this address, or 0. */
  lockedFor(userName: string, address: string): number {
    const recent = this.#recent(this.#key(userName, address));
    if (recent.length < maxFailures) return 0;
    return Math.max(1, Math.ceil((recent.at(-1)! + windowMs - this.#now()) / 60_000));
  }

  fail(userName: string, address: string): void {
    const key = this.#key(userName, address);
    this.#failures.set(key, [...this.#recent(key), this.#now()]);
  }

  succeed(userName: string, address: string): void {
    this.#failures.delete(this.#key(userName, address));
  }
}
