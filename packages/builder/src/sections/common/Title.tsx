/** A section's title: the page's h1 when the section may lead the page, otherwise an h2. */
export function Title({
  level,
  className,
  children,
}: {
  level: 1 | 2;
  className: string;
  children: string;
}) {
  const Element = `h${level}` as const;
  return <Element className={className}>{children}</Element>;
}
