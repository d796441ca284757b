import { Modal } from '@arco-design/web-react';
import { act, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BaseQueryApi } from '@reduxjs/toolkit/query';
import { loggedIn } from '../auth/authSlice';
import { setLocale } from '../i18n/localeStore';
import { createAppStore } from '../store/createAppStore';
import { installFetch, jsonAnswer } from '../testing/fetchDouble';
import { createBaseQuery } from './baseQuery';

// The real Arco dialog, as the user sees it (no spy on Modal).
beforeEach(() => {
  localStorage.clear();
  setLocale('en-US');
  installFetch(jsonAnswer({ code: 401, message: 'Unauthorized', data: null }, 401));
});

// Let a test's dialog finish closing (Arco animates it out) before the next test.
afterEach(async () => {
  act(() => Modal.destroyAll());
  await waitFor(() => expect(screen.queryByText('Confirm logout')).not.toBeInTheDocument());
});

function loggedInPage() {
  const store = createAppStore();
  store.dispatch(loggedIn('tok-123'));
  const reloadPage = jest.fn();
  const baseQuery = createBaseQuery({ reloadPage });
  const api = {
    getState: store.getState,
    dispatch: store.dispatch,
    signal: new AbortController().signal,
  } as BaseQueryApi;
  // The dialog renders into its own React root: let React flush it inside act().
  return { store, reloadPage, call: (url: string) => act(async () => await baseQuery(url, api, {})) };
}

it('lets the user log in again from the "Confirm logout" dialog', async () => {
  const user = userEvent.setup();
  const { store, reloadPage, call } = loggedInPage();

  await call('/drama/list');
  expect(await screen.findByText('Confirm logout')).toBeInTheDocument();
  expect(
    screen.getByText('You have been logged out, you can cancel to stay on this page, or log in again'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Re-Login' }));

  expect(store.getState().auth.token).toBeNull();
  expect(localStorage.getItem('token')).toBeNull();
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

it('lets the user stay on the page, and asks again on the next expired call', async () => {
  const user = userEvent.setup();
  const { store, reloadPage, call } = loggedInPage();

  await call('/drama/list');
  await call('/user/list');
  await screen.findByText('Confirm logout');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getAllByText('Confirm logout')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitForElementToBeRemoved(() => screen.queryByText('Confirm logout'));

  expect(store.getState().auth.token).toBe('tok-123');
  expect(reloadPage).not.toHaveBeenCalled();

  await call('/drama/list');
  expect(await screen.findByText('Confirm logout')).toBeInTheDocument();
});
