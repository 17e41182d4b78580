// The options table: site-wide settings as strings, like wp_options. Typed reads live with the
// code that owns each option (settings, themes); this module only stores and fetches.
import type { Db } from './database';

export class Options {
  readonly #get;
  readonly #set;
  readonly #delete;

  constructor(db: Db) {
    this.#get = db.prepare<[string], { value: string }>('SELECT value FROM options WHERE name = ?');
    this.#set = db.prepare<[string, string]>(
      'INSERT INTO options (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value',
    );
    this.#delete = db.prepare<[string]>('DELETE FROM options WHERE name = ?');
  }

  get(name: string, fallback = ''): string {
    return this.#get.get(name)?.value ?? fallback;
  }

  getInt(name: string, fallback = 0): number {
    const value = Number.parseInt(this.get(name, String(fallback)), 10);
    return Number.isFinite(value) ? value : fallback;
  }

  set(name: string, value: string | number | boolean): void {
    this.#set.run(name, typeof value === 'boolean' ? (value ? '1' : '') : String(value));
  }

  delete(name: string): void {
    this.#delete.run(name);
  }
}
