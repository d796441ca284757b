// Calls of the app users' side in tests, as an app makes them: the app key of a project, and
// the bearer token of a signed-in device.
import type { InjectOptions } from 'fastify';
import { demoAppKey } from '../modules/app-session/app-session.seed';
import type { TestApp } from './testApp';

export interface AppSignIn {
  token: string;
  created: boolean;
  user: { userCode: string; username: string };
}

export function appClient(t: TestApp, projectCode = 'drama-us') {
  const key = demoAppKey(projectCode);
  const call = (method: InjectOptions['method'], url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/app-api${url}`,
      headers: { 'x-app-key': key, ...(token && { authorization: `Bearer ${token}` }) },
      ...(payload && { payload }),
    });
  return {
    key,
    call,
    async signIn(deviceId: string, country = 'US'): Promise<AppSignIn> {
      const response = await call('POST', '/sign-in', undefined, { deviceId, platform: 'android', country });
      if (response.statusCode !== 200) throw new Error(`sign-in of ${deviceId} failed: ${response.body}`);
      return response.json().data as AppSignIn;
    },
  };
}
