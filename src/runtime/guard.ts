// What every entry point checks before any work, so that the walkers (recursive over the
// data, one level of recursion per level of nesting) can never exhaust the call stack: the
// tables are well-formed (tables-check.ts), and each input is a tree of bounded depth. One
// iterative pass, linear in the input; shared subtrees (possible in objects built in memory)
// are walked once.

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
  for (const [name, value] of inputs) checkInput(name, value);
}

interface Frame {
  readonly value: object;
  /** Own enumerable keys of an object; undefined for a list (walked by index). */
  readonly keys: readonly string[] | undefined;
  readonly size: number;
  readonly label: string | number;
  next: number;
  /** Levels of objects and lists from this one down (1: no containers below). */
  height: number;
}

function isContainer(value: unknown): value is object {
  return value !== null && typeof value === "object";
}

/** Throws InputError when `value` nests deeper than MAX_DEPTH or contains itself. */
export function checkInput(input: string, value: unknown): void {
  if (!isContainer(value)) return;
  const stack: Frame[] = [];
  const onPath = new Set<object>();
  const heights = new Map<object, number>();
  const enter = (child: object, label: string | number): void => {
    const keys = Array.isArray(child) ? undefined : Object.keys(child);
    stack.push({ value: child, keys, size: keys === undefined ? (child as unknown[]).length : keys.length, label, next: 0, height: 1 });
    onPath.add(child);
  };
  enter(value, "");
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (top.next < top.size) {
      const label = top.keys === undefined ? top.next : top.keys[top.next]!;
      top.next++;
      const child = (top.value as Record<string | number, unknown>)[label];
      if (!isContainer(child)) continue;
      if (onPath.has(child)) throw new InputError("input.cyclic", input, pathOf(stack, label), "the value contains itself");
      const height = heights.get(child);
      if (height === undefined && stack.length < MAX_DEPTH) {
        enter(child, label);
        continue;
      }
      if (stack.length + (height ?? MAX_DEPTH) > MAX_DEPTH) {
        throw new InputError("input.tooDeep", input, pathOf(stack, label), `objects and lists are nested more than ${MAX_DEPTH} levels deep`);
      }
      top.height = Math.max(top.height, height! + 1);
    } else {
      stack.pop();
      onPath.delete(top.value);
      heights.set(top.value, top.height);
      const parent = stack[stack.length - 1];
      if (parent !== undefined) parent.height = Math.max(parent.height, top.height + 1);
    }
  }
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
