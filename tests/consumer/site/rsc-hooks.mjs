// Module hooks that do what a React Server Components bundler does with a `"use client"` module
// (ours or a dependency's, e.g. lucide-react's context): it is not evaluated on the server; each
// export becomes a client reference.
const CLIENT_REFERENCE = "Symbol.for('react.client.reference')";

function exportNames(source, url) {
  const names = new Set();
  for (const block of source.matchAll(/\bexport\s*\{([^}]*)\}/g)) {
    for (const part of (block[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  for (const match of source.matchAll(
    /\bexport\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/g,
  )) {
    if (match[1]) names.add(match[1]);
  }
  if (/\bexport\s+default\b/.test(source)) names.add('default');
  if (/\bexport\s*\*/.test(source)) throw new Error(`${url}: a client module may not re-export *`);
  return [...names];
}

/** Whether the directive prologue (before any statement; comments allowed) has "use client". */
export function isClientModule(source) {
  const prologue =
    /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/|(['"])[^'"\n]*\1\s*;?)*/.exec(source)?.[0] ?? '';
  return /(['"])use client\1/.test(prologue);
}

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.startsWith('file:') || !/\.m?js$/.test(url) || result.format !== 'module') return result;
  const source = String(result.source);
  if (!isClientModule(source)) return result;
  const lines = [
    `const ref = (name) => Object.defineProperties(() => { throw new Error(name + ' is a client component'); }, { $$typeof: { value: ${CLIENT_REFERENCE} }, $$id: { value: ${JSON.stringify(url)} + '#' + name } });`,
  ];
  for (const name of exportNames(source, url)) {
    lines.push(
      name === 'default'
        ? `export default ref('default');`
        : `export const ${name} = ref('${name}');`,
    );
  }
  return { format: 'module', shortCircuit: true, source: lines.join('\n') };
}
