// The second parse that tells Go 1.26's new(expression) from a typo, with the parse given.

import test from "ava";
import { withoutGo126New } from "./go126-new.js";
import { NEW_EXPRESSION_HINT } from "./syntax-errors.js";

const hinted = (row: number, col: number) => ({ row, col, message: `syntax error: missing ")"${NEW_EXPRESSION_HINT}`, unreadIn: "the body of f" });
const plain = (row: number, col: number) => ({ row, col, message: 'syntax error: unexpected "+"', unreadIn: "the body of g" });
const text = 'package x\nfunc f() *int { return new(1 + 2) }\nfunc g() int { return 1 + }\nfunc h() *int { return new(int(3) }\n';

test("hinted errors whose line parses once new( is respelled are dropped; a typo keeps its warning, without the hint", (t) => {
  const seen: string[] = [];
  const result = withoutGo126New(text, [hinted(1, 30), plain(2, 24), hinted(3, 35)], (respelled) => {
    seen.push(respelled);
    return [plain(2, 24), hinted(3, 35)];
  });
  t.deepEqual(seen, ['package x\nfunc f() *int { return neW(1 + 2) }\nfunc g() int { return 1 + }\nfunc h() *int { return neW(int(3) }\n']);
  t.deepEqual(result, [plain(2, 24), { ...hinted(3, 35), message: 'syntax error: missing ")"' }]);
});

test("a second parse with an error on a line that had none proves nothing: every error stays as it was", (t) => {
  const errors = [hinted(1, 30)];
  t.deepEqual(withoutGo126New(text, errors, () => [plain(0, 3)]), errors);
});

test("no hinted error: no second parse", (t) => {
  const errors = [plain(2, 24)];
  t.deepEqual(withoutGo126New(text, errors, () => t.fail("parsed again") as never), errors);
});
