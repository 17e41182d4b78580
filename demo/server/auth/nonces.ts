// Nonces as WordPress makes them: a keyed hash of (time tick, action, user id, session token),
// where a tick is half a day, and a nonce from the current or the previous tick is accepted.
// The key is a random secret kept in the options table, made on first run.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Options } from '../db/options';

const tickMs = 12 * 60 * 60 * 1000;

export class Nonces {
  readonly #secret: string;

  constructor(options: Options) {
    let secret = options.get('demo_nonce_secret');
    if (!secret) {
      secret = randomBytes(32).toString('hex');
      options.set('demo_nonce_secret', secret);
    }
    this.#secret = secret;
  }

  #make(tick: number, action: string, userId: number, token: string): string {
    return createHmac('sha256', this.#secret)
      .update(`${tick}|${action}|${userId}|${token}`)
      .digest('hex')
      .slice(-12, -2);
  }

  create(action: string, userId: number, token: string, now = Date.now()): string {
    return this.#make(Math.ceil(now / tickMs), action, userId, token);
  }

  /** True for a nonce made in this tick or the previous one. */
  verify(nonce: string, action: string, userId: number, token: string, now = Date.now()): boolean {
    if (!/^[0-9a-f]{10}$/.test(nonce)) return false;
    const tick = Math.ceil(now / tickMs);
    return [tick, tick - 1].some((t) =>
      timingSafeEqual(Buffer.from(this.#make(t, action, userId, token)), Buffer.from(nonce)),
    );
  }
}
