// Test support for a screen's jest suite: its api as a fetch double answering by route,
// and the Arco gestures a person makes (answer a confirm dialog, pick a Select option).
import { fireEvent, screen, within } from '@testing-library/react';
import { envelope, installFetch, requests } from './fetchDouble';

export type RouteAnswer = Response | ((request: Request, url: URL) => Response | Promise<Response>);
export type FirstAnswer = (
  request: Request,
  url: URL,
) => Response | Promise<Response> | undefined | Promise<Response | undefined>;

/** `GET /setting/config/:id/history` or `/setting/user/list` (any method) against a request. */
function matches(route: string, request: Request, path: string): boolean {
  const [method, pattern] = route.includes(' ') ? route.split(' ') : [null, route];
  if (method && method !== request.method) return false;
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length && want.every((segment, index) => segment.startsWith(':') || segment === got[index])
  );
}

/**
 * The api a screen calls, by route below /admin-api (`'/setting/user/list'`, `'POST
 * /setting/user'`, `'/setting/config/:id/history'`); `first` may answer any call before
 * them (a refusal, a spy). Anything else answers `envelope(null)`.
 */
export function serveApi(routes: Record<string, RouteAnswer>, first?: FirstAnswer) {
  return installFetch(async (request) => {
    const url = new URL(request.url);
    const early = await first?.(request, url);
    if (early) return early;
    const path = url.pathname.replace(/^\/admin-api/, '');
    const route = Object.keys(routes).find((candidate) => matches(candidate, request, path));
    if (!route) return envelope(null);
    const answer = routes[route];
    return typeof answer === 'function' ? answer(request, url) : answer.clone();
  });
}

/** The calls made to `METHOD path` (path below /admin-api, exact). */
export function callsTo(fetchMock: ReturnType<typeof installFetch>, method: string, path: string): Request[] {
  return requests(fetchMock).filter(
    (request) => request.method === method && new URL(request.url).pathname === `/admin-api${path}`,
  );
}

/** Clicks `button` in the confirm dialog asking `question`. */
export async function answerDialog(question: string, button = 'Confirm') {
  const dialog = (await screen.findByText(question)).closest<HTMLElement>('.arco-modal')!;
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
}

/** Picks `label` in an Arco Select (its popup animates, hence fireEvent). */
export async function chooseOption(select: HTMLElement, label: string) {
  fireEvent.click(select.querySelector('.arco-select-view') ?? select);
  // closed popups stay in the page: the one just opened is the last
  const option = (await screen.findAllByRole('option', { name: label })).at(-1)!;
  // a multiple Select's option reacts on its label, beside a checkbox
  fireEvent.click(option.querySelector(':scope > span') ?? option);
}

/** The table row holding `text`. */
export const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/**
 * The element once it is drawn, for `waitFor`: it throws until then, so the wait goes on (a
 * callback answering undefined or null would end the wait at once, with nothing found).
 */
export function drawn<E extends Element>(element: E | null | undefined): E {
  if (!element) throw new Error('not drawn yet');
  return element;
}
