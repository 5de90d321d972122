// What every entry point checks before any work, so that the walkers (recursive over the
// data, one level of recursion per level of nesting) can never exhaust the call stack: the
// tables are well-formed (tables-check.ts), and each input is a tree of bounded depth. One
// iterative pass, linear in the input.

import { InputError } from "./errors.js";
import { fieldPath, indexPath } from "./path.js";
import type { Tables } from "./tables.js";
import { checkTables } from "./tables-check.js";

/**
 * The deepest nesting of objects and lists an input may have (the root object is level 1).
 * Kubernetes objects nest a few dozen levels; the runtime's recursion needs a handful of stack
 * frames per level, and 512 levels fit comfortably in the stacks of Node and the browsers.
 */
export const MAX_DEPTH = 512;

/** Checks the tables and every named input; throws TablesError or InputError. */
export function guardEntry(tables: Tables, inputs: readonly (readonly [name: string, value: unknown])[]): void {
  checkTables(tables);
  for (const [name, value] of inputs) checkReadable(name, value);
}

/**
 * checkInput, with a value that cannot even be inspected (a revoked Proxy: every operation
 * on it throws a TypeError) reported as an InputError like any other refused input.
 */
function checkReadable(input: string, value: unknown): void {
  try {
    checkInput(input, value);
  } catch (error) {
    if (error instanceof TypeError) throw new InputError("input.unreadable", input, "", `the value cannot be read (${error.message})`);
    throw error;
  }
}

interface Frame {
  readonly value: object;
  /** Own enumerable keys of an object; undefined for a list (walked by index). */
  readonly keys: readonly string[] | undefined;
  readonly size: number;
  readonly label: string | number;
  next: number;
}

function isContainer(value: unknown): value is object {
  return value !== null && typeof value === "object";
}

/**
 * Throws InputError when `value` nests deeper than MAX_DEPTH, contains itself, or holds a
 * list with a hole (a sparse array: `a.length = 1e8` makes a list of no elements whose
 * every walk would cost its length; the first hole is an error, so the check costs at most
 * the elements a list holds). The value is
 * walked as the tree the runtime's walkers see (a shared subtree once per parent, as they do);
 * a cycle is an endless path, told apart from a deep tree when the limit is reached.
 */
export function checkInput(input: string, value: unknown): void {
  if (!isContainer(value)) return;
  const stack: Frame[] = [];
  const enter = (child: object, label: string | number): void => {
    const keys = Array.isArray(child) ? undefined : Object.keys(child);
    stack.push({ value: child, keys, size: keys === undefined ? (child as unknown[]).length : keys.length, label, next: 0 });
  };
  enter(value, "");
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (top.next === top.size) {
      stack.pop();
      continue;
    }
    const label = top.keys === undefined ? top.next : top.keys[top.next]!;
    if (top.keys === undefined && !(label in top.value)) throw new InputError("input.sparse", input, pathOf(stack, label), "the list has a hole (a sparse array): every index below its length must hold a value");
    top.next++;
    const child = (top.value as Record<string | number, unknown>)[label];
    if (!isContainer(child)) continue;
    if (stack.length === MAX_DEPTH) throw tooDeep(input, stack, label);
    enter(child, label);
  }
}

/**
 * For an entry point whose walk is iterative and takes any depth (validateK8sUnions): only
 * what no walk can cope with — a list with a hole (input.sparse) and a value that cannot be
 * inspected (input.unreadable). Each object is looked at once, so a cycle ends the check.
 */
export function guardLists(input: string, value: unknown): void {
  try {
    checkLists(input, value);
  } catch (error) {
    if (error instanceof TypeError) throw new InputError("input.unreadable", input, "", `the value cannot be read (${error.message})`);
    throw error;
  }
}

function checkLists(input: string, value: unknown): void {
  const seen = new Set<object>();
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!isContainer(next) || seen.has(next)) continue;
    seen.add(next);
    if (!Array.isArray(next)) {
      for (const key of Object.keys(next)) pending.push((next as Record<string, unknown>)[key]);
      continue;
    }
    for (let i = 0; i < next.length; i++) {
      // No path: a hole is rare enough that the message names the input and the hole's index.
      if (!(i in next)) throw new InputError("input.sparse", input, "", `a list has a hole at index ${i} (a sparse array): every index below its length must hold a value`);
      pending.push(next[i]);
    }
  }
}

/** input.cyclic where the path first meets an object it is already inside of, else input.tooDeep. */
function tooDeep(input: string, stack: readonly Frame[], label: string | number): InputError {
  const seen = new Set<object>();
  for (let depth = 0; depth < stack.length; depth++) {
    if (seen.has(stack[depth]!.value)) return new InputError("input.cyclic", input, pathOf(stack.slice(0, depth), stack[depth]!.label), "the value contains itself");
    seen.add(stack[depth]!.value);
  }
  return new InputError("input.tooDeep", input, pathOf(stack, label), `objects and lists are nested more than ${MAX_DEPTH} levels deep`);
}

/** The path of `label` under the innermost frame, like the runtime's other error paths. */
function pathOf(stack: readonly Frame[], label: string | number): string {
  let path = "";
  for (let i = 1; i <= stack.length; i++) {
    const parent = stack[i - 1]!;
    const key = i < stack.length ? stack[i]!.label : label;
    path = parent.keys === undefined ? indexPath(path, key as number) : fieldPath(path, key as string);
  }
  return path;
}
