// Each --help fits a screen: at most 60 lines of at most 80 columns, for the tool and
// every command the tool's own help lists (their exact text is golden: testdata/help/).

import test from "ava";
import { runCli } from "./cli.js";

const maxLines = 60;
const maxColumns = 80;

async function help(command: string[]): Promise<string> {
  let stdout = "";
  const exit = await runCli([...command, "--help"], { cwd: process.cwd(), stdout: { write: (s: string) => (stdout += s) }, stderr: { write: () => true } });
  if (exit !== 0) throw new Error(`exit ${exit}`);
  return stdout;
}

/** The commands of the tool's help: its lines `  openapi-markers NAME …` under Commands:. */
async function commands(): Promise<string[]> {
  const lines = (await help([])).split("\n");
  const from = lines.indexOf("Commands:");
  const names: string[] = [];
  for (const line of lines.slice(from + 1)) {
    if (line === "") break;
    const match = /^ {2}openapi-markers (\S+)/.exec(line);
    if (match !== null) names.push(match[1]!);
  }
  return names;
}

test("the tool's help lists the five commands", async (t) => {
  t.deepEqual(await commands(), ["generate", "check", "patch", "openapi-gen", "controller-gen"]);
});

test(`every --help is at most ${maxLines} lines of at most ${maxColumns} columns`, async (t) => {
  const sizes: Record<string, { lines: number; columns: number }> = {};
  for (const command of [[], ...(await commands()).map((c) => [c])]) {
    const lines = (await help(command)).replace(/\n$/, "").split("\n");
    sizes[command[0] ?? "(none)"] = { lines: lines.length, columns: Math.max(...lines.map((l) => [...l].length)) };
  }
  const tooBig = Object.entries(sizes).filter(([, s]) => s.lines > maxLines || s.columns > maxColumns);
  t.deepEqual(tooBig, [], JSON.stringify(sizes));
});
