// The seeded posters: real PNG images, put where uploads go and served at the addresses the
// dramas and categories hold.
import fs from 'node:fs';
import { inflateSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { type AppDatabase, openDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { DiskStorage } from '../../platform/mediaStorage';
import { createPasswords, TEST_COST } from '../../platform/passwords';
import { SEED_SIZES, seedDatabase } from '.';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { encodePng, POSTERS_PER_PROJECT, posterImage } from './posters';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

it('encodes a PNG a decoder reads back: the signature, a 3:4 header and the pixels in its data', () => {
  const rgb = Buffer.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
  const png = encodePng(3, 2, rgb);
  expect(png.subarray(0, 8).equals(SIGNATURE)).toBe(true);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([3, 2, 8, 2]);
  const idat = png.indexOf('IDAT', 0, 'latin1');
  const rows = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
  expect([...rows]).toEqual([0, ...rgb.subarray(0, 9), 0, ...rgb.subarray(9)]);
  // the same key, the same image; another key, another
  const poster = posterImage('drama-us:1');
  expect([poster.readUInt32BE(16), poster.readUInt32BE(20)]).toEqual([300, 400]);
  expect(posterImage('drama-us:1').equals(poster)).toBe(true);
  expect(posterImage('drama-us:2').equals(poster)).toBe(false);
});

describe('a database seeded with the media storage', () => {
  let t: TestApp;
  let fresh: AppDatabase;
  const media = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-posters-'));
  beforeAll(async () => {
    // a fresh database seeded with the storage the app serves posters from (the suite's copy was seeded without one)
    t = await createTestApp({ media: { dir: media } });
    fresh = await openDatabase({});
    await migrateToLatest(fresh.db);
    await seedDatabase(fresh.db, {
      size: SEED_SIZES.tiny,
      hashPassword: createPasswords(TEST_COST).hash,
      posters: new DiskStorage(path.join(media, 'store')),
    });
  });
  afterAll(async () => {
    await t.close();
    await fresh.close();
    fs.rmSync(media, { recursive: true, force: true });
  });

  it('gives every drama and category one of its project’s few posters, each served as a PNG image', async () => {
    const db = fresh.db;
    const rows = [
      ...(await db.selectFrom('drama').select(['project_code', 'poster']).execute()),
      ...(await db.selectFrom('category').select(['project_code', 'poster']).execute()),
    ];
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows)
      expect(row.poster).toMatch(new RegExp(`^/admin-api/product/poster/file/${row.project_code}/[a-f0-9]{32}\\.png$`));
    const addresses = new Set(rows.map((row) => row.poster));
    expect(addresses.size).toBeLessThanOrEqual(3 * POSTERS_PER_PROJECT);
    expect(addresses.size).toBeGreaterThan(3);

    for (const address of [...addresses].slice(0, 3)) {
      const served = await t.app.inject({ method: 'GET', url: address });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.subarray(0, 8).equals(SIGNATURE)).toBe(true);
      expect([served.rawPayload.readUInt32BE(16), served.rawPayload.readUInt32BE(20)]).toEqual([300, 400]);
    }
  });
});
