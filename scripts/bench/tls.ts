/**
 * A throwaway TLS certificate for the benchmark's HTTP/2 servers, made at run time with the
 * `openssl` CLI in a temporary folder (nothing secret is kept in the repository), and the
 * SPKI pin Chromium is given (`--ignore-certificate-errors-spki-list`) so it trusts exactly this key:
 * the certificate then counts as valid, so caching and connection reuse behave as on a CDN.
 */
import { spawnSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Certificate = { key: Buffer; cert: Buffer; spki: string };

/** base64 SHA-256 of a certificate's SubjectPublicKeyInfo, the form Chromium's SPKI list takes. */
export function spkiPin(certPem: string | Buffer): string {
  const der = createPublicKey(certPem).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64');
}

/** A self-signed P-256 certificate valid for two days for the given host names (and 127.0.0.1, ::1). */
export function makeCertificate(hosts: string[]): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    const names = [...hosts.map((host) => `DNS:${host}`), 'IP:127.0.0.1', 'IP:::1'].join(',');
    const result = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        `/CN=${hosts[0]}`,
        '-addext',
        `subjectAltName=${names}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { encoding: 'utf8' },
    );
    if (result.status !== 0)
      throw new Error(`openssl could not make the benchmark's certificate: ${result.stderr || result.error?.message}`);
    const cert = readFileSync(join(dir, 'cert.pem'));
    return { key: readFileSync(join(dir, 'key.pem')), cert, spki: spkiPin(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
