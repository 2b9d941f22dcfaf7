import { serializeJsonLd, type JsonLdDocument } from '@/lib/structured-data';

/**
 * Structured data for search engines. A JSON-LD block is data, never executed, so the page's
 * Content-Security-Policy (which governs scripts that run) does not need to allow it.
 */
export function JsonLd({ data }: { data: JsonLdDocument }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
