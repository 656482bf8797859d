/**
 * Whether a file matches an `accept` list as a file input reads it: exact MIME types
 * ("application/pdf"), wildcards ("image/*") and extensions (".docx"). An empty list accepts all.
 */
export function matchesAccept(
  file: { name: string; type: string },
  accept: readonly string[],
): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}
