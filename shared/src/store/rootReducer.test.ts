import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { loggedIn, userInfoLoaded } from '../auth/authSlice';
import { envelope, installFetch, requests } from '../testing/fetchDouble';
import { userInfo } from '../testing/fixtures';
import { createAppStore } from './createAppStore';
import { rootReducer } from './rootReducer';

// What a remote does when its routes load, against a store the host created before.
const dramaFilterSlice = createSlice({
  name: 'dramaFilter',
  initialState: { keyword: '' },
  reducers: {
    keywordChanged(state, action: PayloadAction<string>) {
      state.keyword = action.payload;
    },
  },
  selectors: { selectKeyword: (state) => state.keyword },
});

// A remote types its slice into RootState the same way, against '@backoffice/shared'.
declare module './rootReducer' {
  interface LazyLoadedSlices extends WithSlice<typeof dramaFilterSlice> {}
}

const dramaApi = api.injectEndpoints({
  endpoints: (build) => ({
    dramaList: build.query<{ list: { code: string }[]; total: number }, { pageNum: number; name?: string }>({
      query: (params) => ({ url: '/drama/list', params }),
    }),
  }),
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it("takes a remote's slice after the store exists", () => {
  const store = createAppStore();
  expect(store.getState()).not.toHaveProperty('dramaFilter');

  const injected = dramaFilterSlice.injectInto(rootReducer);
  // Before its first action the slice reads its initial state.
  expect(injected.selectors.selectKeyword(store.getState())).toBe('');

  store.dispatch(dramaFilterSlice.actions.keywordChanged('revenge'));
  expect(injected.selectors.selectKeyword(store.getState())).toBe('revenge');
  expect(store.getState().auth).toBeDefined();
});

it("serves a remote's endpoints through the same base query and cache", async () => {
  const fetchMock = installFetch(envelope({ list: [{ code: 'D1' }], total: 1 }));
  const store = createAppStore();
  store.dispatch(loggedIn('tok-123'));
  store.dispatch(userInfoLoaded(userInfo()));

  const result = await store.dispatch(dramaApi.endpoints.dramaList.initiate({ pageNum: 1, name: ' ' }));

  expect(result.data).toEqual({ list: [{ code: 'D1' }], total: 1 });
  const [request] = requests(fetchMock);
  expect(request.headers.get('client-token')).toBe('tok-123');
  expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual({
    pageNum: '1',
    projectCode: 'dramabox',
    tenantCode: 'T-DB',
    sortType: 'desc',
    sortBy: 'deleted, create_time',
  });
  expect(dramaApi.endpoints.dramaList.select({ pageNum: 1, name: ' ' })(store.getState()).data?.total).toBe(1);
});

it("drops the cache when the current project changes, switched or gone from the user's projects", async () => {
  installFetch(envelope({ list: [{ code: 'D1' }], total: 1 }));
  const store = createAppStore();
  store.dispatch(loggedIn('tok-123'));
  store.dispatch(userInfoLoaded(userInfo()));
  const cached = () => dramaApi.endpoints.dramaList.select({ pageNum: 1 })(store.getState()).data;
  await store.dispatch(dramaApi.endpoints.dramaList.initiate({ pageNum: 1 }));
  expect(cached()).toBeDefined();

  // the user's info read again, unchanged: the project stays, and so does the cache
  store.dispatch(userInfoLoaded(userInfo()));
  expect(cached()).toBeDefined();

  // dramabox taken from the user: the project falls back to shortmax, dramabox's answers go
  const [, shortmax] = userInfo().projects;
  store.dispatch(userInfoLoaded(userInfo({ projects: [shortmax], projectRoles: userInfo().projectRoles.slice(1) })));
  expect(store.getState().auth.currentProjectCode).toBe('shortmax');
  expect(cached()).toBeUndefined();
});
