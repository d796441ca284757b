import { lazy, type ReactElement, type ReactNode, Suspense } from 'react';
import { Form, Input, type RulesProps } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { type ProductEnum, useEnumLabel } from '@backoffice/shared';
import { type BodySchema, listedValues, type RuleOptions, schemaRules } from './schemaRules';

// Controls only some forms draw are downloaded when drawn (each Arco component is a chunk of its own).
const InputNumber = lazy(() => import('@arco-design/web-react/es/InputNumber'));
const RadioGroup = lazy(() =>
  import('@arco-design/web-react/es/Radio').then((module) => ({ default: module.default.Group })),
);

/** One field of a form, declared: the rest comes from the api's schema of the body. */
export interface FormField extends RuleOptions {
  field: string;
  label: string;
  /** the control; by default from the schema: listed values → buttons, a number → InputNumber, else Input */
  input?: ReactElement;
  /** the labels of listed values (an enum of shared/src/enums); the raw values otherwise */
  enum?: ProductEnum;
  extra?: ReactNode;
  disabled?: boolean;
  normalize?: (value: unknown) => unknown;
  /** checks the schema cannot state (a password's letters and digits, two fields equal), after its own */
  rules?: RulesProps[];
  /** not a field of the body's schema but of the request's scope (the project a new row goes to): `rules` alone */
  scope?: boolean;
  /**
   * The field as the form's other values make it (a coupon's currency only for an amount off):
   * what differs now, or null where it has no place (then not drawn, so neither checked nor sent).
   */
  shownAs?(values: Record<string, unknown>): Partial<Omit<FormField, 'field' | 'shownAs'>> | null;
}

/**
 * A form's fields from their declarations and the schema the api validates the body with:
 * each gets its label, its control and the api's own rules (schemaRules).
 */
export function SchemaFields({ schema, fields }: { schema: BodySchema; fields: FormField[] }) {
  const intl = useIntl();
  const label = useEnumLabel();
  const control = (declared: FormField): ReactElement => {
    if (declared.input) return declared.input;
    const property = schema.properties[declared.field];
    const values = listedValues(property);
    if (values) {
      const options = values.map((value) => ({
        value,
        label: declared.enum ? label(declared.enum, value) : String(value),
      }));
      return <RadioGroup type="button" options={options} />;
    }
    // no min or max: the control would change a value out of range on blur (999999999 → the most, -50 → the
    // least) without a word; the typed value stays and the rules below say what is wrong with it
    if (property?.type === 'integer' || property?.type === 'number') return <InputNumber />;
    return <Input />;
  };
  const item = (declared: FormField) => (
    <Suspense key={declared.field} fallback={null}>
      <Form.Item
        field={declared.field}
        label={declared.label}
        extra={declared.extra}
        disabled={declared.disabled}
        normalize={declared.normalize}
        rules={
          declared.disabled
            ? undefined
            : [
                ...(declared.scope ? [] : schemaRules(schema, declared.field, declared.label, intl, declared)),
                ...(declared.rules ?? []),
              ]
        }
      >
        {control(declared)}
      </Form.Item>
    </Suspense>
  );
  return (
    <>
      {fields.map((declared) =>
        declared.shownAs ? (
          <Form.Item key={declared.field} noStyle shouldUpdate>
            {(values: Record<string, unknown>) => {
              const now = declared.shownAs!(values);
              return now && item({ ...declared, ...now });
            }}
          </Form.Item>
        ) : (
          item(declared)
        ),
      )}
    </>
  );
}
