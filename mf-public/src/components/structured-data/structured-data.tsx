// JSON-LD for search engines (schema.org). A data block, never executed: the page's
// CSP allows it, and `<` is escaped so no value can close the script element.

export type JsonLd = Record<string, unknown>;

const asJson = (data: JsonLd | JsonLd[]): string =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export function StructuredData({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: asJson(data) }} />;
}
