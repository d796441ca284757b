// The refusal sharedMismatch recognises, produced by the real federation runtime (not a copy
// of its message): testing/sharedRefusal.ts.
import { compareVersions, sharedMismatch } from './sharedMismatch';
import { loadAsRemote, refusalOf as refusal } from './testing/sharedRefusal';

it('recognises the runtime refusing a remote built against a newer shared than the host provides', async () => {
  const error = await refusal({ provided: '0.1.0', built: '0.2.0' });
  expect(sharedMismatch(error)).toEqual({
    module: '@backoffice/shared',
    provided: '0.1.0',
    built: '0.2.0',
    remoteNewer: true,
  });
});

it('recognises it for a newer patch and for an entry of shared', async () => {
  expect(
    sharedMismatch(await refusal({ provided: '0.1.0', built: '0.1.1', module: '@backoffice/shared/list' })),
  ).toEqual({
    module: '@backoffice/shared/list',
    provided: '0.1.0',
    built: '0.1.1',
    remoteNewer: true,
  });
});

it('recognises an older remote from before a breaking (0.x minor) change as older', async () => {
  expect(sharedMismatch(await refusal({ provided: '0.3.0', built: '0.2.4' }))).toMatchObject({
    provided: '0.3.0',
    built: '0.2.4',
    remoteNewer: false,
  });
});

it("runs an older remote of the same 0.x minor on the host's copy", async () => {
  await expect(loadAsRemote({ provided: '0.1.5', built: '0.1.0' })).resolves.toEqual({ copy: 'host 0.1.5' });
});

it("is what strictVersion buys: without it the newer remote silently runs on the host's older copy", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await expect(loadAsRemote({ provided: '0.1.0', built: '0.2.0', strict: false })).resolves.toEqual({
    copy: 'host 0.1.0',
  });
  warn.mockRestore();
});

it("finds the refusal in an error's causes and nothing in other failures", () => {
  const refused = new Error(
    '[ Federation Runtime ]: Version 0.1.0 from host of shared singleton module @backoffice/shared does not satisfy the requirement of dashboard which needs ^0.2.0)',
  );
  expect(sharedMismatch(new Error('could not load the routes', { cause: refused }))).toMatchObject({ built: '0.2.0' });
  expect(sharedMismatch(new Error('Loading chunk 12 failed.'))).toBeNull();
  // Another package's strict refusal is not ours to explain.
  expect(sharedMismatch(new Error(refused.message.replace('@backoffice/shared', 'react')))).toBeNull();
  expect(sharedMismatch(undefined)).toBeNull();
});

it('compares versions number by number', () => {
  expect(compareVersions('0.10.0', '0.9.9')).toBe(1);
  expect(compareVersions('0.1.0', '0.1.0')).toBe(0);
  expect(compareVersions('0.1.0', '0.1.1')).toBe(-1);
  expect(compareVersions('1.0.0-beta.1', '1.0.0')).toBe(0);
});
