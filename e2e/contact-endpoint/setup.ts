/**
 * Where the contact-endpoint suite's export, its static server and its receiver live, shared by
 * the build (scripts/test/build-contact-endpoint.ts), playwright.contact-endpoint.config.ts and
 * the receiver fixture. The build bakes the receiver's URL into the page and its CSP, and records
 * it in a manifest beside the export, which the fixture reads, so the two can never disagree.
 */
const base = Number(process.env.E2E_PORT || 4173);

export const contactEndpointSetup = {
  exportDir: '.exports/contact-endpoint',
  manifest: '.exports/contact-endpoint.json',
  /** Clear of the main server (E2E_PORT) and the blog fixture exports (E2E_PORT + 100 and + 200). */
  serverPort: Number(process.env.CONTACT_EXPORT_PORT || base + 251),
  receiverPort: Number(process.env.CONTACT_RECEIVER_PORT || base + 250),
  receiverPath: '/enquiries',
};

export type ContactEndpointManifest = { endpoint: string };
