// The browser suite's self-signed certificate: nginx serves the product over TLS with it, so
// pages load over HTTP/2 as in a real deployment. Made once per machine with openssl (in the
// temporary folder), for 127.0.0.1 and localhost. Chromium is told to accept its key
// (launchBrowser), node's fetch in the tests trusts it through NODE_EXTRA_CA_CERTS (run.mjs).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DIR = path.join(os.tmpdir(), 'backoffice-e2e-tls');
export const TEST_CERT = path.join(DIR, 'cert.pem');
export const TEST_KEY = path.join(DIR, 'key.pem');

/** @returns {{ cert: string, key: string, spki: string }} the files, and the base64 SHA-256 of the certificate's public key */
export function testCertificate() {
  if (!fs.existsSync(TEST_CERT) || !fs.existsSync(TEST_KEY)) {
    // Made in a folder of its own that is renamed into place: two suites starting at once
    // never pair one's key with the other's certificate.
    const scratch = fs.mkdtempSync(`${DIR}-new-`);
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
        '3650',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        path.join(scratch, 'key.pem'),
        '-out',
        path.join(scratch, 'cert.pem'),
      ],
      { encoding: 'utf8' },
    );
    if (result.error || result.status !== 0) {
      fs.rmSync(scratch, { recursive: true, force: true });
      throw new Error(
        `openssl could not make the test certificate (apt-get install openssl): ${result.error?.message ?? result.stderr}`,
      );
    }
    try {
      fs.renameSync(scratch, DIR);
    } catch {
      fs.rmSync(scratch, { recursive: true, force: true }); // another suite's came first
    }
  }
  const der = new crypto.X509Certificate(fs.readFileSync(TEST_CERT)).publicKey.export({ type: 'spki', format: 'der' });
  return { cert: TEST_CERT, key: TEST_KEY, spki: crypto.createHash('sha256').update(der).digest('base64') };
}
