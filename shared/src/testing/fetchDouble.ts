// Test support (not exported by the package): a `fetch` double at the global boundary.

/** An /admin-api answer: the envelope as JSON with the given HTTP status. */
export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function envelope(data: unknown, code = 200, message = 'success'): Response {
  return jsonAnswer({ code, message, data });
}

type Answer = Response | Error | ((request: Request) => Response | Promise<Response>);

/**
 * Installs `fetch` answering each call with the next of `answers` (the last one repeats).
 * Returns the mock; `requests(mock)` gives the Requests it received.
 */
export function installFetch(...answers: Answer[]): jest.Mock<Promise<Response>, [Request]> {
  let index = 0;
  const mock = jest.fn(async (request: Request) => {
    const answer = answers[Math.min(index++, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer(request);
    return answer.clone();
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

export function requests(mock: jest.Mock<Promise<Response>, [Request]>): Request[] {
  return mock.mock.calls.map(([request]) => request);
}
