// Parents of hierarchical items (pages, categories) must form a tree: an item may not be its own
// parent, nor the child of one of its own descendants. WordPress breaks such a loop silently
// (it drops the parent); the demo host refuses it with a 400 that says why, so the client can
// tell the user instead of saving something else than what was asked.
import { RestError } from './errors';

/**
 * True when making `parentId` the parent of `id` would close a loop: `parentId` is `id` itself
 * or one of its descendants. `parentOf` gives an item's current parent (0 for none). A loop
 * already in the data (written by hand) cannot make this run forever.
 */
export function closesParentLoop(
  id: number,
  parentId: number,
  parentOf: (id: number) => number,
): boolean {
  const seen = new Set<number>();
  for (let current = parentId; current !== 0 && !seen.has(current); current = parentOf(current)) {
    if (current === id) return true;
    seen.add(current);
  }
  return false;
}

/** The refusal of a parent that would close a loop; `noun` is the item's name ('page'). */
export function parentLoopError(code: string, noun: string): RestError {
  const message = `A ${noun} cannot be its own parent, nor the child of one of its own descendants.`;
  return new RestError(code, message, 400, { params: { parent: message } });
}
