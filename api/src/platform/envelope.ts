// Every /admin-api answer is `{ code, message, data }`; code 200 is success, and an
// error carries its HTTP status as its code (architecture: "The API").
import { type TSchema, Type } from '@sinclair/typebox';

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
  },
  { $id: 'ErrorEnvelope', title: 'Error' },
);
