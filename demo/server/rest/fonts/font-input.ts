// What a font write sends, read one way whether it came as multipart/form-data (what the font
// library's client sends: JSON settings in a text field, font files as `file-{face}-{file}`
// parts) or as a JSON body; and the checks on the settings JSON, with WordPress's wording.
import type { UploadedFile } from '../../http/multipart';
import type { RestContext } from '../context';
import { invalidParams } from '../errors';
import { type FieldSchema, type ParamSchema, check, validate } from '../schema';

export interface FontInput {
  values: Record<string, unknown>;
  files: Record<string, UploadedFile>;
}

/** The schema without `required`: what the dispatcher checks a JSON body against up front. */
export function optionalFields(schema: ParamSchema): ParamSchema {
  return Object.fromEntries(
    Object.entries(schema).map(([key, { required: _required, ...field }]) => [key, field]),
  );
}

/**
 * The request's fields (validated against `schema`, unknown ones refused) and files: from the
 * multipart form the dispatcher parsed (ctx.form), or from the JSON body.
 */
export function readFontInput(ctx: RestContext, schema: ParamSchema): FontInput {
  if (!ctx.form) {
    return {
      values: validate(ctx.body, schema, { coerce: false, rejectUnknown: true }),
      files: {},
    };
  }
  const values = validate(ctx.form.fields, schema, { coerce: true, rejectUnknown: true });
  return { values, files: ctx.form.files };
}

/** A `*_settings` field: a JSON string holding an object. */
export function parseSettingsJson(name: string, value: unknown): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(value));
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidParams({ [name]: `${name} parameter must be a valid JSON string.` });
  }
  return parsed as Record<string, unknown>;
}

/**
 * Checks settings against their object schema (unknown keys refused), then that each required
 * key is present and not empty. Every problem is a 400 rest_invalid_param naming the field.
 */
export function checkSettings(
  name: string,
  settings: Record<string, unknown>,
  schema: FieldSchema,
  required: string[],
): Record<string, unknown> {
  const checked = check(settings, schema, name, false);
  if (!checked.ok) {
    const reason = checked.reason.replace(
      /^(\w+) is not a valid property of Object\.$/,
      `${name}[$1] is not a valid property of Object.`,
    );
    throw invalidParams({ [name]: reason });
  }
  for (const key of required) {
    if (!(key in settings)) {
      throw invalidParams({ [name]: `${key} is a required property of ${name}.` });
    }
    const value = settings[key];
    if (value === '' || (Array.isArray(value) && value.length === 0)) {
      throw invalidParams({ [name]: `${name}[${key}] cannot be empty.` });
    }
  }
  return checked.value as Record<string, unknown>;
}

export const themeJsonVersionArg: FieldSchema = {
  type: 'integer',
  minimum: 2,
  maximum: 3,
  default: 3,
  description: 'Version of the theme.json schema used for the typography settings.',
};
