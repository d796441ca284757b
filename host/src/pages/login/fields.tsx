// The login form's controls, drawn with Arco's class names and stylesheets but without Arco's
// components: the form is the island's (island.tsx), a bundle of React and this page alone,
// usable as soon as it arrives. Arco's JavaScript (its config context, Form's store, Trigger…)
// would more than double that bundle, and the host loads its own copy after sign-in anyway.
import { IconEye, IconEyeInvisible, IconLoading } from '@arco-design/web-react/icon';
import {
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useState,
} from 'react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Link/style/css.js';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'value' | 'onChange'> {
  id: string;
  value: string;
  onValueChange(value: string): void;
  prefix: ReactNode;
  /** what is wrong with the value, shown under it and announced */
  error?: string;
  /** a password's: the name of the eye that shows it */
  revealLabel?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A form item holding one text box with an icon before it (Arco's Form.Item + Input markup). */
export function TextField({
  id,
  value,
  onValueChange,
  prefix,
  error,
  revealLabel,
  inputRef,
  type,
  ...input
}: FieldProps) {
  const [focused, setFocused] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const password = type === 'password';
  const Eye = revealed ? IconEye : IconEyeInvisible;
  return (
    <div
      className={cx(
        'arco-row-align-start arco-row-justify-start arco-form-item arco-form-layout-vertical',
        error && 'arco-form-item-status-error',
      )}
    >
      <div className="arco-form-item-wrapper">
        <div className="arco-form-item-control-wrapper">
          <div className="arco-form-item-control" id={id}>
            <div className="arco-form-item-control-children">
              <div
                className={cx(
                  'arco-input-group-wrapper arco-input-group-wrapper-default',
                  password && 'arco-input-has-suffix arco-input-password arco-input-password-visibility',
                )}
              >
                <span className="arco-input-group">
                  <span
                    className={cx(
                      'arco-input-inner-wrapper arco-input-inner-wrapper-has-prefix arco-input-inner-wrapper-default',
                      focused && 'arco-input-inner-wrapper-focus',
                      error && 'arco-input-inner-wrapper-error',
                    )}
                  >
                    <span className="arco-input-group-prefix">{prefix}</span>
                    <input
                      {...input}
                      ref={inputRef}
                      id={`${id}_input`}
                      type={password ? (revealed ? 'text' : 'password') : type}
                      value={value}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}_message` : undefined}
                      className="arco-input arco-input-size-default"
                      onChange={(event) => onValueChange(event.target.value)}
                      onFocus={() => setFocused(true)}
                      onBlur={() => setFocused(false)}
                    />
                    {password && (
                      <span className="arco-input-group-suffix">
                        {/* the icon is hidden from assistive technology: its wrapper is the button */}
                        <span
                          role="button"
                          tabIndex={0}
                          aria-label={revealLabel}
                          aria-pressed={revealed}
                          onClick={() => setRevealed(!revealed)}
                          onKeyDown={(event: KeyboardEvent) => {
                            if (event.key === 'Enter' || event.key === ' ') {
                              event.preventDefault();
                              setRevealed(!revealed);
                            }
                          }}
                        >
                          <Eye className="arco-input-password-visibility-icon" />
                        </span>
                      </span>
                    )}
                  </span>
                </span>
              </div>
            </div>
          </div>
          {error && (
            <div className="arco-form-message" id={`${id}_message`} role="alert">
              {error}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/** Arco's Checkbox markup around a native checkbox. */
export function CheckboxField({
  id,
  checked,
  onCheckedChange,
  children,
}: {
  id: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  children: ReactNode;
}) {
  return (
    <label id={id} className={cx('arco-checkbox', checked && 'arco-checkbox-checked')}>
      <input type="checkbox" checked={checked} onChange={(event) => onCheckedChange(event.target.checked)} />
      <span className="arco-icon-hover arco-checkbox-icon-hover arco-checkbox-mask-wrapper">
        <div className="arco-checkbox-mask">
          <svg
            className="arco-checkbox-mask-icon"
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 1024 1024"
            width="200"
            height="200"
            fill="currentColor"
          >
            <path d="M877.44815445 206.10060629a64.72691371 64.72691371 0 0 0-95.14856334 4.01306852L380.73381888 685.46812814 235.22771741 533.48933518a64.72691371 64.72691371 0 0 0-92.43003222-1.03563036l-45.82665557 45.82665443a64.72691371 64.72691371 0 0 0-0.90617629 90.61767965l239.61903446 250.10479331a64.72691371 64.72691371 0 0 0 71.19960405 15.14609778 64.33855261 64.33855261 0 0 0 35.08198741-21.23042702l36.24707186-42.71976334 40.5190474-40.77795556-3.36579926-3.49525333 411.40426297-486.74638962a64.72691371 64.72691371 0 0 0-3.88361443-87.64024149l-45.3088404-45.43829334z" />
          </svg>
        </div>
      </span>
      <span className="arco-checkbox-text">{children}</span>
    </label>
  );
}

/** Arco's primary, full-width submit Button, with its spinner while `loading`. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      aria-busy={loading || undefined}
      className={cx(
        'arco-btn arco-btn-primary arco-btn-size-default arco-btn-shape-square arco-btn-long',
        loading && 'arco-btn-loading',
      )}
    >
      {loading && <IconLoading />}
      <span>{children}</span>
    </button>
  );
}

/** Arco's text Button (the language switch). */
export function TextButton({
  icon,
  children,
  ...button
}: { icon: ReactNode; children: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button {...button} type="button" className="arco-btn arco-btn-text arco-btn-size-default arco-btn-shape-square">
      {icon}
      <span>{children}</span>
    </button>
  );
}
