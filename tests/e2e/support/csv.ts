/** RFC 4180 record count: a line break ends a record unless it is inside a quoted cell ("" toggles twice). */
export function csvRecordCount(text: string): number {
  let quoted = false;
  let records = 0;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (ch === '\n' && !quoted) records += 1;
  }
  return text.endsWith('\n') ? records : records + 1;
}
