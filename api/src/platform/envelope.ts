// Every /admin-api answer is `{ code, message, data }`; code 200 is success, and an
// error carries its HTTP status as its code (architecture: "The API").
import { type TSchema, Type } from '@sinclair/typebox';
import { FIELD_RULES, SESSION_END_REASONS } from './errors';

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

const ProblemParams = Type.Record(Type.String(), Type.Unknown(), {
  description:
    'what the code names: a limit ({ limit: 64 }), the allowed values ({ allowed: [...] }), the status now ({ enum: "dramaStatus", status: 1 }: a value of that enum)…',
});

export const FieldError = Type.Object({
  field: Type.String({ description: 'the request field at fault, e.g. "password" or "sortBy"' }),
  message: Type.String({ description: 'what is wrong with it, in English, e.g. "must not be empty"' }),
  rule: Type.Optional(
    Type.String({
      description: `why, as a code a client words in its user's language: ${FIELD_RULES.join(', ')}`,
    }),
  ),
  params: Type.Optional(ProblemParams),
});

export const ErrorEnvelope = Type.Object(
  {
    code: Type.Integer({ description: 'the HTTP status: 400, 401, 403, 404, 409, 429 or 500' }),
    message: Type.String({ description: 'what went wrong, in English, for a person or a log' }),
    data: Type.Null(),
    errors: Type.Optional(
      Type.Array(FieldError, { description: 'a 400 (or a 409 about one value): each offending field' }),
    ),
    problem: Type.Optional(
      Type.String({
        description:
          "a refusal not about one field, as a code a client words in its user's language: notFound, status.notAllowed, scope.allProjectsNotAllowed, permission.missing…",
      }),
    ),
    params: Type.Optional(ProblemParams),
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
