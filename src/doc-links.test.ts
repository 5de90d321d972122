// Every relative link of README.md and docs/*.md resolves: to a file of the repository,
// and with #anchor to a heading of that page (GitHub's anchor for it) or an <a id>.

import test from "ava";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const pages = ["README.md", ...readdirSync(join(repo, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];

/** The text outside fenced code blocks and inline code, where links are links. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, "").replace(/`[^`\n]*`/g, "");
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as `-`; repeats get -1, -2… */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const text = markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, "");
  for (const [, heading] of text.matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const plain = heading!.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/<[^>]+>/g, "");
    const slug = plain.toLowerCase().replace(/[^\p{L}\p{N}\p{M} _-]/gu, "").replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const [, id] of markdown.matchAll(/<a (?:id|name)="([^"]+)"/g)) anchors.add(id!);
  return anchors;
}

function links(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z][a-z0-9+.-]*:/i.test(l));
}

test("every relative link of README.md and docs/*.md names a file and a heading that exist", (t) => {
  const broken: string[] = [];
  let checked = 0;
  for (const page of pages) {
    for (const link of links(readFileSync(join(repo, page), "utf8"))) {
      checked++;
      const [path, anchor] = link.split("#", 2) as [string, string | undefined];
      const target = path === "" ? page : relative(repo, join(dirname(join(repo, page)), decodeURI(path)));
      if (!existsSync(join(repo, target))) {
        broken.push(`${page}: ${link} (no ${target})`);
        continue;
      }
      if (anchor === undefined || statSync(join(repo, target)).isDirectory() || !target.endsWith(".md")) continue;
      if (!anchorsOf(readFileSync(join(repo, target), "utf8")).has(anchor)) broken.push(`${page}: ${link} (no heading #${anchor} in ${target})`);
    }
  }
  t.deepEqual(broken, []);
  t.true(checked > 100, `${checked} links`);
});

test("anchors as GitHub makes them", (t) => {
  const page = "# openapi-markers\n## `--format json`\n### Unions (KEP-1027)\n## Per-package runs (go generate …)\n## Notes\n## Notes\n```\n# not a heading\n```\n<a id=\"om1001\"></a>\n";
  t.deepEqual([...anchorsOf(page)], ["openapi-markers", "--format-json", "unions-kep-1027", "per-package-runs-go-generate-", "notes", "notes-1", "om1001"]);
});
