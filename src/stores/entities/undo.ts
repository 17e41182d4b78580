// Undo and redo of entity edits: one history for every record the editor edits, as a site
// editor has it (a style change, then a menu change, undo goes back through both in order).
// Each step remembers, per edited field, the value before and after; undoing sets the "before"
// values back through the ordinary edit path, so a value equal to the saved one is clean again,
// and undoing past a save makes the record dirty again.
import { atom, computed } from 'nanostores';
import type { RecordRef } from './state';

/** Steps of one control closer together than this become one step (a slider drag, typing). */
export const UNDO_MERGE_MS = 1000;
/** The oldest steps are forgotten beyond this many. */
export const UNDO_LIMIT = 100;

interface Change {
  id: string;
  ref: RecordRef;
  /** Field values before and after the step (the edited values, raw). */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

interface UndoStep extends Change {
  /** Steps with the same key, record and fields, close in time, merge. */
  mergeKey: string | undefined;
  at: number;
  /** Changes of other records made in the same step (undoTogether), applied with it. */
  also?: Change[];
}

const $history = atom<{ past: UndoStep[]; future: UndoStep[] }>({ past: [], future: [] });

export const $canUndo = computed($history, ({ past }) => past.length > 0);
export const $canRedo = computed($history, ({ future }) => future.length > 0);

/** How the edit path applies a step's values (set by save.ts, which owns editing). */
type Apply = (ref: RecordRef, values: Record<string, unknown>) => void;
let apply: Apply = () => {};
export function setUndoApply(fn: Apply): void {
  apply = fn;
}

/** Steps recorded inside `undoTogether`, made one step when it ends. */
let group: UndoStep[] | undefined;

/** Records an edit (called by `editEntityRecord`): a new step, or the last one extended. */
export function recordUndoStep(
  id: string,
  ref: RecordRef,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  mergeKey: string | undefined,
  now = Date.now(),
): void {
  if (group) {
    group.push({ id, ref, before, after, mergeKey: undefined, at: now });
    return;
  }
  const { past } = $history.get();
  const last = past[past.length - 1];
  const sameFields = (a: object, b: object) =>
    Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => key in b);
  if (
    last &&
    !last.also &&
    mergeKey !== undefined &&
    last.mergeKey === mergeKey &&
    last.id === id &&
    sameFields(last.after, after) &&
    now - last.at < UNDO_MERGE_MS
  ) {
    const merged = { ...last, after, at: now };
    $history.set({ past: [...past.slice(0, -1), merged], future: [] });
    return;
  }
  const step: UndoStep = { id, ref, before, after, mergeKey, at: now };
  $history.set({ past: [...past, step].slice(-UNDO_LIMIT), future: [] });
}

/**
 * Makes every edit `run` makes, of any records, one step of the history: undone and redone
 * together (Apply globally moves a block's style into the global styles: one step).
 */
export function undoTogether<T>(run: () => T): T {
  if (group) return run();
  const steps: UndoStep[] = [];
  group = steps;
  try {
    return run();
  } finally {
    group = undefined;
    const [first, ...rest] = steps;
    if (first) {
      const step: UndoStep = rest.length > 0 ? { ...first, also: rest } : first;
      const { past } = $history.get();
      $history.set({ past: [...past, step].slice(-UNDO_LIMIT), future: [] });
    }
  }
}

const changesOf = (step: UndoStep): Change[] => [step, ...(step.also ?? [])];

/** Undoes the last step; false when there is none. */
export function undo(): boolean {
  const { past, future } = $history.get();
  const step = past[past.length - 1];
  if (!step) return false;
  $history.set({ past: past.slice(0, -1), future: [...future, step] });
  for (const change of changesOf(step).reverse()) apply(change.ref, change.before);
  return true;
}

/** Redoes the last undone step; false when there is none. */
export function redo(): boolean {
  const { past, future } = $history.get();
  const step = future[future.length - 1];
  if (!step) return false;
  $history.set({ past: [...past, step], future: future.slice(0, -1) });
  for (const change of changesOf(step)) apply(change.ref, change.after);
  return true;
}

/** Forgets a record's steps (its edits were discarded or it was deleted). */
export function forgetUndoSteps(id: string): void {
  const { past, future } = $history.get();
  const without = (steps: UndoStep[]) =>
    steps.flatMap((step): UndoStep[] => {
      const kept = changesOf(step).filter((change) => change.id !== id);
      if (kept.length === changesOf(step).length) return [step];
      const [first, ...rest] = kept;
      if (!first) return [];
      return [
        { ...first, mergeKey: step.mergeKey, at: step.at, ...(rest.length ? { also: rest } : {}) },
      ];
    });
  const nextPast = without(past);
  const nextFuture = without(future);
  if (
    nextPast.length === past.length &&
    nextFuture.length === future.length &&
    nextPast.every((step, i) => step === past[i]) &&
    nextFuture.every((step, i) => step === future[i])
  )
    return;
  $history.set({ past: nextPast, future: nextFuture });
}

/** Forgets everything (a fresh test, another site). */
export function clearUndoHistory(): void {
  $history.set({ past: [], future: [] });
}
