/**
 * Where the contact-endpoint tests' export and receiver live, shared by the fixture build
 * (scripts/test/build-blog-fixtures.ts), playwright.config.ts and the receiver fixture. The form's
 * delivery is built into the many-posts fixture export (it differs from a plain build only by its
 * environment), which bakes the receiver's URL into the page and its CSP and records it in a
 * manifest beside the export, which the fixture reads, so the two can never disagree.
 */
const base = Number(process.env.E2E_PORT || 4173);

export const contactEndpointSetup = {
  exportDir: '.exports/blog-many',
  manifest: '.exports/contact-endpoint.json',
  /** Clear of the servers (E2E_PORT and + 100 .. + 401); the port above it is the receiver's lock (receiver.ts). */
  receiverPort: Number(process.env.CONTACT_RECEIVER_PORT || base + 250),
  receiverPath: '/enquiries',
};

export type ContactEndpointManifest = { endpoint: string };
