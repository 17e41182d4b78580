// Opens (and on first run creates) the demo database in DATA_DIR. WAL mode keeps reads fast
// while a write transaction runs; foreign keys stay off because WordPress has none either and
// deletes clean up their own meta and relationships.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { schemaSql, schemaVersion } from './schema';

export type Db = Database.Database;

export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'demo.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(schemaSql);
  db.pragma(`user_version = ${schemaVersion}`);
  return db;
}

/** The current time in the stored format, in UTC. */
export function nowGmt(): string {
  return toStoredDate(new Date());
}

export function toStoredDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** The REST date format: ISO 8601 without a zone, as WordPress answers. */
export function toRestDate(stored: string): string {
  return stored.replace(' ', 'T');
}
