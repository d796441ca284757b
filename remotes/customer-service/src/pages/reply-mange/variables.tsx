// The variables a reply's text may hold, filled when an agent inserts it in a conversation (the
// api's list, domain/chat REPLY_VARIABLES): the form refuses any other {…} before the api does.
import { Fragment, useMemo } from 'react';
import type { RulesProps } from '@arco-design/web-react';
import { useT } from '@backoffice/shared';

export const REPLY_VARIABLES = ['name', 'userCode', 'agent'] as const;

const VARIABLE = /\{([^{}\n]*)\}/g;

/** The `{…}` of `text` that are not variables, each once. */
export function unknownVariables(text: string): string[] {
  const unknown: string[] = [];
  for (const [written, name] of text.matchAll(VARIABLE))
    if (!(REPLY_VARIABLES as readonly string[]).includes(name) && !unknown.includes(written)) unknown.push(written);
  return unknown;
}

/** The form rule refusing a `{…}` that is no variable, naming the field `label`. */
export function useVariablesRule(label: string): RulesProps {
  const t = useT();
  return useMemo(
    () => ({
      validator: (value: unknown, callback: (error?: string) => void) => {
        const unknown = typeof value === 'string' ? unknownVariables(value) : [];
        callback(
          unknown.length
            ? t('replyMange.variables.unknown', {
                field: label,
                unknown: unknown.join(' '),
                count: unknown.length,
                // each variable as it is written
                ...Object.fromEntries(REPLY_VARIABLES.map((name) => [name, `{${name}}`])),
              })
            : undefined,
        );
      },
    }),
    [t, label],
  );
}

/** What each variable becomes, under the text field (each read as written: `{name}` is what is typed). */
export function VariablesHint() {
  const t = useT();
  return (
    <span className="reply-variables" aria-label={t('replyMange.variables.hint')}>
      {REPLY_VARIABLES.map((name, index) => (
        <Fragment key={name}>
          {index > 0 && ' · '}
          <span>
            <code>{`{${name}}`}</code> {t(`replyMange.variables.${name}`)}
          </span>
        </Fragment>
      ))}
    </span>
  );
}
