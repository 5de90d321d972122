// AVA's configuration for `npm test`: every unit and golden test but the slow suites, which
// `npm run test:slow` runs (ava.slow.config.js); CI (.ci/run) runs both.

/**
 * The slow suites: each takes seconds to minutes of CPU (fresh processes, npm pack and
 * install, a Go toolchain, 100k-item inputs, every golden case twice more), none is needed
 * to see a change's effect.
 */
export const slowTests = [
  "scripts/runtime-scale.test.ts", // CPU scaling of the runtime at 100k items
  "scripts/bench.test.ts", // `npm run bench` end to end on a small corpus
  "src/fuzz.test.ts", // 2000 mutated Go inputs
  "src/package.test.ts", // npm pack, install, tsc under every module setup
  "src/gogenerate.test.ts", // `go generate ./...` with a real Go toolchain
  "src/heap-policy.test.ts", // V8's young generation measured in fresh processes
  "src/load/syntax-cache-golden.test.ts", // every golden case again, with a cold and a warm cache (serial)
  "src/memo/memo-golden.test.ts", // every golden case twice more, recorded and replayed by the run memo (serial)
];

export const common = {
  require: ["./dist/scripts/test-parser.js"],
  environmentVariables: { OPENAPI_MARKERS_CACHE: "off" },
  typescript: {
    rewritePaths: { "src/": "dist/src/", "scripts/": "dist/scripts/" },
    compile: false,
  },
  timeout: "2m",
};

export default {
  ...common,
  files: ["src/**/*.test.ts", "scripts/**/*.test.ts", ...slowTests.map((file) => `!${file}`)],
};
