// The one validator. Each endpoint declares its query arguments and writable body fields as a
// small JSON-Schema-like map; validate() checks a whole input against it, collects every
// problem (so the error names all the bad fields), and returns the values with defaults and
// query-string coercion applied. Messages follow WordPress's wording.
import { RestError, invalidParams, missingParams } from './errors';
import { sanitizeUrl } from './sanitize';

export type SchemaType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';

export interface FieldSchema {
  type: SchemaType | SchemaType[];
  description?: string;
  enum?: readonly unknown[];
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  /** false rejects keys not in `properties`; default true (free-form objects). */
  additionalProperties?: boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  /** At most this many items in an array; every array has a limit (defaultMaxItems). */
  maxItems?: number;
  pattern?: string;
  format?: 'date-time' | 'uri' | 'email';
  /** Read-only fields are accepted in a body and ignored, so a client may send a record back. */
  readonly?: boolean;
  required?: boolean;
  default?: unknown;
}

export type ParamSchema = Record<string, FieldSchema>;

export interface ValidateOptions {
  /** Query strings carry only strings: coerce '5' to 5, 'a,b' to ['a', 'b'], 'true' to true. */
  coerce: boolean;
  /** Body input rejects unknown keys; query input ignores them (WordPress does too). */
  rejectUnknown: boolean;
}

type Checked = { ok: true; value: unknown } | { ok: false; reason: string };

/**
 * Every array a client sends is bounded before any item is looked at: 300 000 ids in one request
 * would otherwise hold the (single-threaded) host for seconds. WordPress caps a page at 100.
 */
export const defaultMaxItems = 1000;

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

function typeName(types: SchemaType[]): string {
  return types.join(',');
}

function checkOne(
  value: unknown,
  type: SchemaType,
  schema: FieldSchema,
  name: string,
  coerce: boolean,
): Checked {
  switch (type) {
    case 'null':
      return value === null || (coerce && value === '')
        ? { ok: true, value: null }
        : { ok: false, reason: '' };
    case 'boolean': {
      if (typeof value === 'boolean') return { ok: true, value };
      if (coerce || typeof value === 'string' || typeof value === 'number') {
        if (value === 'true' || value === '1' || value === 1) return { ok: true, value: true };
        if (value === 'false' || value === '0' || value === 0 || value === '')
          return { ok: true, value: false };
      }
      return { ok: false, reason: '' };
    }
    case 'integer':
    case 'number': {
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && value.trim() !== ''
            ? Number(value)
            : Number.NaN;
      // An integer past 2^53 has lost its digits already: no id or count is that large.
      if (!Number.isFinite(n) || (type === 'integer' && !Number.isSafeInteger(n)))
        return { ok: false, reason: '' };
      if (schema.minimum !== undefined && n < schema.minimum) {
        return { ok: false, reason: rangeReason(name, schema) };
      }
      if (schema.maximum !== undefined && n > schema.maximum) {
        return { ok: false, reason: rangeReason(name, schema) };
      }
      return { ok: true, value: n };
    }
    case 'string': {
      if (typeof value !== 'string') return { ok: false, reason: '' };
      if (schema.maxLength !== undefined && value.length > schema.maxLength) {
        return {
          ok: false,
          reason: `${name} must be at most ${schema.maxLength} characters long.`,
        };
      }
      if (schema.pattern && !new RegExp(schema.pattern).test(value)) {
        return { ok: false, reason: `${name} does not match pattern ${schema.pattern}.` };
      }
      if (schema.format === 'date-time' && !isoDate.test(value)) {
        return { ok: false, reason: `Invalid date.` };
      }
      if (schema.format === 'email' && value !== '' && !/^[^\s@]+@[^\s@]+$/.test(value)) {
        return { ok: false, reason: 'Invalid email address.' };
      }
      // As WordPress sanitises a URI field: a scheme it does not allow is stored empty.
      if (schema.format === 'uri') return { ok: true, value: sanitizeUrl(value) };
      return { ok: true, value };
    }
    case 'array': {
      let list = value;
      if (coerce && typeof value === 'string') list = value === '' ? [] : value.split(',');
      if (!Array.isArray(list)) return { ok: false, reason: '' };
      const maxItems = schema.maxItems ?? defaultMaxItems;
      if (list.length > maxItems) {
        return { ok: false, reason: `${name} must contain at most ${maxItems} items.` };
      }
      const out: unknown[] = [];
      // Repeated ids, slugs or statuses mean nothing more the second time: dropped here, so no
      // handler looks the same one up twice.
      const seen = new Set<unknown>();
      for (const [i, item] of list.entries()) {
        let value = item;
        if (schema.items) {
          const checked = check(item, schema.items, `${name}[${i}]`, coerce);
          if (!checked.ok) return checked;
          value = checked.value;
        }
        const scalar = value === null || typeof value !== 'object';
        if (scalar && seen.has(value)) continue;
        if (scalar) seen.add(value);
        out.push(value);
      }
      return { ok: true, value: out };
    }
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return { ok: false, reason: '' };
      if (!schema.properties) return { ok: true, value };
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        const propertySchema = ownField(schema.properties, key);
        if (!propertySchema) {
          if (schema.additionalProperties === false) {
            return { ok: false, reason: `${key} is not a valid property of Object.` };
          }
          setOwn(out, key, item);
          continue;
        }
        if (propertySchema.readonly) continue;
        const checked = check(item, propertySchema, `${name}[${key}]`, coerce);
        if (!checked.ok) return checked;
        out[key] = checked.value;
      }
      for (const [key, propertySchema] of Object.entries(schema.properties)) {
        if (propertySchema.required && !Object.hasOwn(value, key)) {
          return { ok: false, reason: `${key} is a required property of ${name}.` };
        }
      }
      return { ok: true, value: out };
    }
  }
}

function rangeReason(name: string, schema: FieldSchema): string {
  if (schema.minimum !== undefined && schema.maximum !== undefined) {
    return `${name} must be between ${schema.minimum} (inclusive) and ${schema.maximum} (inclusive)`;
  }
  if (schema.minimum !== undefined)
    return `${name} must be greater than or equal to ${schema.minimum}`;
  return `${name} must be less than or equal to ${schema.maximum}`;
}

/**
 * The schema of an input key, looked up among the schema's own keys only: a key the client sent,
 * such as `constructor` or `toString`, must not find Object's own properties.
 */
function ownField<T>(fields: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(fields, key) ? fields[key] : undefined;
}

/** Sets a key as plain data, `__proto__` included (an assignment would change the prototype). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

export function check(value: unknown, schema: FieldSchema, name: string, coerce: boolean): Checked {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  let firstReason = '';
  for (const type of types) {
    const checked = checkOne(value, type, schema, name, coerce);
    if (checked.ok) {
      if (schema.enum && !schema.enum.includes(checked.value)) {
        return { ok: false, reason: `${name} is not one of ${schema.enum.join(', ')}.` };
      }
      return checked;
    }
    firstReason ||= checked.reason;
  }
  return { ok: false, reason: firstReason || `${name} is not of type ${typeName(types)}.` };
}

/**
 * Validates `input` against `schema`. Throws rest_invalid_param (every bad field named, with a
 * reason per field in data.params) or rest_missing_callback_param; returns the clean values.
 */
export function validate(
  input: Record<string, unknown>,
  schema: ParamSchema,
  options: ValidateOptions,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const problems: Record<string, string> = Object.create(null);
  for (const [key, value] of Object.entries(input)) {
    const fieldSchema = ownField(schema, key);
    if (!fieldSchema) {
      if (options.rejectUnknown)
        problems[key] = `${key} is not a valid parameter of this endpoint.`;
      continue;
    }
    if (fieldSchema.readonly) continue;
    const checked = check(value, fieldSchema, key, options.coerce);
    if (checked.ok) out[key] = checked.value;
    else problems[key] = checked.reason;
  }
  if (Object.keys(problems).length > 0) throw invalidParams(problems);
  const missing = Object.entries(schema)
    .filter(([key, field]) => field.required && out[key] === undefined)
    .map(([key]) => key);
  if (missing.length > 0) throw missingParams(missing);
  for (const [key, field] of Object.entries(schema)) {
    if (out[key] === undefined && field.default !== undefined)
      out[key] = structuredClone(field.default);
  }
  return out;
}

/**
 * A title, content or excerpt: a string, or WordPress's `{ raw }` object (the other keys of a
 * record sent back are read-only and ignored). Any other object is a 400, not silently dropped.
 */
export function rawField(maxLength?: number): FieldSchema {
  const limit = maxLength === undefined ? {} : { maxLength };
  return {
    type: ['string', 'object'],
    ...limit,
    additionalProperties: false,
    properties: {
      raw: { type: 'string', required: true, ...limit },
      rendered: { type: 'string', readonly: true },
      protected: { type: 'boolean', readonly: true },
      block_version: { type: 'integer', readonly: true },
    },
  };
}

/**
 * WordPress keeps a title and an excerpt in TEXT columns (64 KB); content has the body's limit.
 * A longer one is a 400 that says so rather than a megabyte title in every list.
 */
export const textLimit = 65_535;

/** The body must be a JSON object (or form fields): anything else is a 400. */
export function assertObjectBody(body: unknown): asserts body is Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RestError('rest_invalid_json', 'The request body must be a JSON object.', 400);
  }
}
