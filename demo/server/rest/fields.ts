// `_fields`: keep only the named fields of each item (dotted names reach into objects, like
// `title.rendered`). `_links` and `_embedded` stay only when named too, as in WordPress.

export function parseFieldList(value: unknown): string[] | null {
  if (value === undefined || value === null || value === '') return null;
  const list = (Array.isArray(value) ? value : String(value).split(','))
    .map((field) => String(field).trim())
    .filter(Boolean);
  return list.length > 0 ? list : null;
}

type Tree = Map<string, Tree | true>;

function buildTree(fields: string[]): Tree {
  const tree: Tree = new Map();
  for (const field of fields) {
    let node = tree;
    const parts = field.split('.');
    parts.forEach((part, i) => {
      const existing = node.get(part);
      if (existing === true) return;
      if (i === parts.length - 1) {
        node.set(part, true);
        return;
      }
      const child: Tree = existing ?? new Map();
      node.set(part, child);
      node = child;
    });
  }
  return tree;
}

function pick(value: unknown, tree: Tree): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, sub] of tree) {
    // Own fields only: `__proto__` or `constructor` name Object's, not the item's.
    if (!Object.hasOwn(value, key)) continue;
    const item = (value as Record<string, unknown>)[key];
    Object.defineProperty(out, key, {
      value: sub === true ? item : pick(item, sub),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** Applies `_fields` to an item or to each item of a collection. */
export function applyFields(body: unknown, fields: string[]): unknown {
  const tree = buildTree(fields);
  return Array.isArray(body) ? body.map((item) => pick(item, tree)) : pick(body, tree);
}

/** Whether `_fields` asks for `name` (or something inside it); no list means everything. */
export function fieldRequested(fields: string[] | null, name: string): boolean {
  return !fields || fields.some((field) => field === name || field.startsWith(`${name}.`));
}
