// Descriptions from doc-comment lines, exactly as openapi-gen writes them: `---` ends
// the text, TODO and `+marker` lines are dropped, blank lines make paragraphs, indented
// lines keep their own line, other lines are joined with one space.

export function formatDescription(lines: readonly string[]): string {
  let text = "";
  for (const raw of lines) {
    if (raw === "---") break;
    const line = trimEndSpaces(raw);
    const lead = line.slice(countLeadingSpaces(line));
    if (line === "") {
      text = text.slice(0, -1) + "\n\n";
    } else if (lead.startsWith("TODO") || lead.startsWith("+")) {
      continue;
    } else if (line[0] === " " || line[0] === "\t") {
      text = text.slice(0, -1) + "\n" + line + "\n";
    } else {
      text += line + " ";
    }
  }
  return trimUnicodeSpace(text);
}

function trimEndSpaces(line: string): string {
  let end = line.length;
  while (end > 0 && line.charCodeAt(end - 1) === 32) end--;
  return end === line.length ? line : line.slice(0, end);
}

function countLeadingSpaces(line: string): number {
  let i = 0;
  while (i < line.length && line.charCodeAt(i) === 32) i++;
  return i;
}

const unicodeSpace = /^[\s\u0085]+|[\s\u0085]+$/gu;

/** strings.TrimSpace: Unicode white space at both ends. */
export function trimUnicodeSpace(text: string): string {
  // The regular expression is slow on long text; most text has nothing to trim.
  if (text === "" || (!isSpaceCandidate(text.charCodeAt(0)) && !isSpaceCandidate(text.charCodeAt(text.length - 1)))) return text;
  return text.replace(unicodeSpace, "");
}

/** Every code unit that can start or end a Unicode white-space run (ASCII controls, space, and above 0x7f). */
function isSpaceCandidate(code: number): boolean {
  return code <= 32 || code >= 0x7f;
}
