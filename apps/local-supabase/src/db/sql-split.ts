/**
 * Splits an SQL script into its top-level statements, as psql does: a semicolon ends a
 * statement unless it is inside a quoted string or identifier, a dollar-quoted body, a comment,
 * or parentheses. SQL-standard `BEGIN ATOMIC ... END` bodies are not recognised (the project's
 * functions use dollar quoting).
 */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let start = 0;
  let depth = 0;
  let i = 0;
  const n = sql.length;
  const push = (end: number) => {
    const text = sql.slice(start, end).trim();
    if (stripComments(text).trim()) out.push(text);
    start = end + 1;
  };
  while (i < n) {
    const c = sql[i];
    const next = sql[i + 1];
    if (c === '-' && next === '-') {
      const eol = sql.indexOf('\n', i);
      i = eol < 0 ? n : eol + 1;
    } else if (c === '/' && next === '*') {
      let level = 1;
      i += 2;
      while (i < n && level > 0) {
        if (sql[i] === '/' && sql[i + 1] === '*') {
          level += 1;
          i += 2;
        } else if (sql[i] === '*' && sql[i + 1] === '/') {
          level -= 1;
          i += 2;
        } else i += 1;
      }
    } else if (c === "'") {
      // E'...' strings escape with backslashes; standard strings only by doubling.
      const escapes = i > 0 && /[eE]/.test(sql[i - 1] ?? '') && !/\w/.test(sql[i - 2] ?? '');
      i += 1;
      while (i < n) {
        if (escapes && sql[i] === '\\') i += 2;
        else if (sql[i] === "'" && sql[i + 1] === "'") i += 2;
        else if (sql[i] === "'") break;
        else i += 1;
      }
      i += 1;
    } else if (c === '"') {
      const end = sql.indexOf('"', i + 1);
      i = end < 0 ? n : end + 1;
    } else if (c === '$' && !/[\w$]/.test(sql[i - 1] ?? '')) {
      const tag = /^\$([A-Za-z_][\w]*)?\$/.exec(sql.slice(i, i + 64));
      if (tag) {
        const end = sql.indexOf(tag[0], i + tag[0].length);
        i = end < 0 ? n : end + tag[0].length;
      } else i += 1;
    } else if (c === '(') {
      depth += 1;
      i += 1;
    } else if (c === ')') {
      depth = Math.max(0, depth - 1);
      i += 1;
    } else if (c === ';' && depth === 0) {
      push(i);
      i += 1;
    } else i += 1;
  }
  push(n);
  return out;
}

/** The statement without its comments (leading ones are what matter for classifying it). */
export function stripComments(sql: string): string {
  return sql.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ');
}
