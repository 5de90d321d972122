import test from "ava";
import { randomApi, Rng } from "./random-api.js";

test("a seed always gives the same package", (t) => {
  const a = randomApi(42, "s42");
  const b = randomApi(42, "s42");
  t.deepEqual([...a.files], [...b.files]);
  t.is(a.refusal, b.refusal);
});

test("seeds give different packages, each tagged for openapi-gen", (t) => {
  const texts = new Set<string>();
  for (let seed = 1; seed <= 20; seed++) {
    const api = randomApi(seed, `s${seed}`);
    t.true(api.files.get("doc.go")!.startsWith("// +k8s:openapi-gen=true\n"));
    t.true(api.files.get("types.go")!.startsWith(`package s${seed}\n`));
    texts.add(api.files.get("types.go")!.replace(/s\d+/g, ""));
  }
  t.is(texts.size, 20);
});

test("the random sequence is fixed: a seed keeps naming the same package", (t) => {
  const rng = new Rng(1);
  t.deepEqual([rng.next(), rng.next()].map((x) => Math.floor(x * 1e9)), [627073940, 2735721]);
});

test("some seeds have +unionDeprecated members, and one planned refusal is a JSON name that two inlined structs share", (t) => {
  let deprecated = 0;
  let shared: string | undefined;
  for (let seed = 1; seed <= 300; seed++) {
    const api = randomApi(seed, `s${seed}`);
    const types = api.files.get("types.go")!;
    if (types.includes("// +unionDeprecated\n")) deprecated++;
    if (shared === undefined && api.refusal === "one JSON name in two inlined structs") shared = types;
  }
  t.true(deprecated > 10);
  const names = [...(shared ?? "").matchAll(/json:"(shared\d+),omitempty"/g)].map((m) => m[1]);
  t.is(names.length, 2);
  t.is(names[0], names[1]);
});
