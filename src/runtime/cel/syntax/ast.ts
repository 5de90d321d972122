// The CEL syntax tree the cost estimator walks: cel-go's parsed AST after macro expansion
// (has() is a test-only select; all/exists/exists_one/map/filter, the two-variable forms
// and cel.bind are comprehensions), so that each node costs what cel-go charges for it.

export type Literal =
  | { readonly type: "string"; readonly value: string }
  | { readonly type: "bytes"; readonly value: Uint8Array }
  | { readonly type: "int" | "uint" | "double"; readonly value: number }
  | { readonly type: "bool"; readonly value: boolean }
  | { readonly type: "null" };

export interface Comprehension {
  readonly kind: "comprehension";
  readonly id: number;
  readonly iterVar: string;
  /** The value variable of a two-variable comprehension (`m.all(k, v, …)`). */
  readonly iterVar2: string | undefined;
  readonly iterRange: Expr;
  readonly accuVar: string;
  readonly accuInit: Expr;
  readonly loopCondition: Expr;
  readonly loopStep: Expr;
  readonly result: Expr;
  /** Written as cel.bind (a macro the API server's CRD environment lacks), not optMap's or sortBy's look-alike. */
  readonly bind?: boolean;
}

export type Expr =
  /** `at`: a string literal's offset in the source (where cel-go reports an invalid literal argument). */
  | { readonly kind: "literal"; readonly id: number; readonly literal: Literal; readonly at?: number }
  | { readonly kind: "ident"; readonly id: number; readonly name: string }
  /** `at`: the offset of its `.` in the source (where cel-go reports an undefined field). */
  | { readonly kind: "select"; readonly id: number; readonly operand: Expr; readonly field: string; readonly testOnly: boolean; readonly at?: number }
  | { readonly kind: "call"; readonly id: number; readonly fn: string; readonly target: Expr | undefined; readonly args: readonly Expr[]; readonly at?: number }
  /** `optional`: the indices of `?e` elements (optional syntax: an element added only when `e` has a value). */
  | { readonly kind: "list"; readonly id: number; readonly elements: readonly Expr[]; readonly optional?: readonly number[] }
  /** An entry `?k: v` is added only when the optional `v` has a value. */
  | { readonly kind: "map"; readonly id: number; readonly entries: readonly { readonly key: Expr; readonly value: Expr; readonly optional?: boolean }[] }
  | { readonly kind: "struct"; readonly id: number; readonly name: string; readonly fields: readonly { readonly name: string; readonly value: Expr }[] }
  | Comprehension;

/** The accumulator of the macros (cel-go's hidden accumulator name). */
export const accumulator = "@result";
