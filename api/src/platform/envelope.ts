// Every /admin-api answer is `{ code, message, data }`; code 200 is success, and an
// error carries its HTTP status as its code (architecture: "The API").
import { type TSchema, Type } from '@sinclair/typebox';
import { SESSION_END_REASONS } from './errors';

export const SUCCESS = 200;

export function ok<T>(data: T, message = 'success'): { code: 200; message: string; data: T } {
  return { code: SUCCESS, message, data };
}

/** The response schema of a success answer wrapping `data`. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Literal(SUCCESS), message: Type.String(), data });
}

/** The answer of a call that answers nothing (a delete). */
export const NothingAnswer = Envelope(Type.Null());

export const FieldError = Type.Object({
  field: Type.String({ description: 'the request field at fault, e.g. "password" or "sortBy"' }),
  message: Type.String({ description: 'what is wrong with it, e.g. "must not be empty"' }),
});

export const ErrorEnvelope = Type.Object(
  {
    code: Type.Integer({ description: 'the HTTP status: 400, 401, 403, 404, 409, 429 or 500' }),
    message: Type.String({ description: 'what went wrong, for a person' }),
    data: Type.Null(),
    errors: Type.Optional(Type.Array(FieldError, { description: '400 only: each offending field' })),
    reason: Type.Optional(
      Type.Union(
        SESSION_END_REASONS.map((reason) => Type.Literal(reason)),
        {
          description:
            '401 of a signed-in call only: why the session ended (signedOut: signed out elsewhere, by a sign-out or a password change, or never signed in; disabled: the account is disabled; expired: its lifetime is over)',
        },
      ),
    ),
  },
  { $id: 'ErrorEnvelope', title: 'Error' },
);

/**
 * The 2xx answer of a route that sends a file as it is stored, not the envelope (a download,
 * a video, a poster): its media types, each a binary string, so the document says what comes back.
 */
export function FileAnswer(description: string, mediaTypes: readonly string[]) {
  const binary = { schema: { type: 'string', format: 'binary' } };
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type.split(';')[0], binary])) };
}
