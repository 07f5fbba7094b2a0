/**
 * The built chunks `roots` load, themselves included: each root and every chunk reached through static imports.
 * `importsOf` answers a chunk's own static imports, or undefined for a file that is not a known chunk, left out.
 */
export function staticClosure(importsOf: (file: string) => readonly string[] | undefined, roots: Iterable<string>): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    const imports = importsOf(file);
    if (files.has(file) || !imports) return;
    files.add(file);
    imports.forEach(visit);
  };
  for (const root of roots) visit(root);
  return files;
}
