// Descriptions from doc-comment lines, exactly as openapi-gen writes them: `---` ends
// the text, TODO and `+marker` lines are dropped, blank lines make paragraphs, indented
// lines keep their own line, other lines are joined with one space.

export function formatDescription(lines: readonly string[]): string {
  let text = "";
  for (const raw of lines) {
    if (raw === "---") break;
    const line = raw.replace(/ +$/, "");
    const lead = line.replace(/^ +/, "");
    if (line === "") {
      text = text.slice(0, -1) + "\n\n";
    } else if (lead.startsWith("TODO") || lead.startsWith("+")) {
      continue;
    } else if (line.startsWith(" ") || line.startsWith("\t")) {
      text = text.slice(0, -1) + "\n" + line + "\n";
    } else {
      text += line + " ";
    }
  }
  return trimUnicodeSpace(text);
}

/** strings.TrimSpace: Unicode white space at both ends. */
export function trimUnicodeSpace(text: string): string {
  return text.replace(/^[\s\u0085]+|[\s\u0085]+$/gu, "");
}
