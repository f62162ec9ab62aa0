// React 19 writes a page's <title>, <meta> and <link> elements ahead of its markup when
// rendering to a string; they belong in <head>, the rest in the root element.

const LEADING_HOISTABLES = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/;

export const splitHoistables = (rendered: string): { head: string; body: string } => {
  const head = LEADING_HOISTABLES.exec(rendered)?.[0] ?? '';
  return { head, body: rendered.slice(head.length) };
};
