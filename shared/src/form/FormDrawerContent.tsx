import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Drawer, Form, type FormInstance, Message, Modal } from '@arco-design/web-react';
import { useIntl } from 'react-intl';
import { ERROR_TOAST_MS, isApiError, useT, whileFormSaves } from '@backoffice/shared';
import { showFieldErrors } from './fieldErrors';
import type { FormDrawerProps } from './FormDrawer';

/** The drawer of `FormDrawer`, fetched when it is first opened (see there). */
export default function FormDrawerContent<Values extends Record<string, unknown>>(props: FormDrawerProps<Values>) {
  const { title, visible, initialValues, onSubmit, onClose, savedMessage, width = 520, children } = props;
  const intl = useIntl();
  const t = useT();
  const [form] = Form.useForm<Values>();
  const formId = `form${useId().replace(/:/g, '')}`; // its own control ids (see SearchForm)
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const dirty = useRef(false);
  const [guarding, setGuarding] = useState(false);

  // Opening (a new row to edit, or again) starts from its values, with nothing to guard.
  const [shownFor, setShownFor] = useState<{ visible: boolean; initialValues?: Partial<Values> }>({ visible: false });
  if (shownFor.visible !== visible || shownFor.initialValues !== initialValues) {
    setShownFor({ visible, initialValues });
    setGuarding(false);
    setFailure(null);
  }
  useEffect(() => {
    if (!visible) return;
    form.resetFields();
    form.setFieldsValue((initialValues ?? {}) as Parameters<typeof form.setFieldsValue>[0]);
    dirty.current = false;
  }, [form, visible, initialValues]);

  // Leaving the page (reload, closing the tab) with unsaved changes asks too.
  useEffect(() => {
    if (!guarding) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guarding]);

  /** A field's label as the form shows it (Arco ties it to the control by `{formId}-{field}_input`). */
  const labelOf = (field: string) => {
    const id = `${formId}-${field.replace(/[[.]/g, '_').replace(/]/g, '')}_input`;
    return document.querySelector(`label[for="${id}"]`)?.textContent?.replace(/:$/, '').trim() || null;
  };

  const close = () => {
    if (!dirty.current) return onClose();
    Modal.confirm({
      title: intl.formatMessage({ id: 'form.discard.title' }),
      content: intl.formatMessage({ id: 'form.discard.content' }),
      okText: intl.formatMessage({ id: 'form.discard.ok' }),
      cancelText: intl.formatMessage({ id: 'form.discard.keep' }),
      okButtonProps: { status: 'danger' },
      onOk: () => {
        dirty.current = false;
        setGuarding(false);
        onClose();
      },
    });
  };

  const save = async () => {
    let values: Values;
    try {
      values = await form.validate();
    } catch {
      return; // the rules already say what is wrong, beside each field
    }
    setSaving(true);
    setFailure(null);
    try {
      await whileFormSaves(() => onSubmit(values));
      dirty.current = false;
      setGuarding(false);
      Message.success(savedMessage ?? intl.formatMessage({ id: 'form.saved' }));
      onClose();
    } catch (error) {
      // The base query left field errors to this form: said here by the fields' labels.
      const shown = showFieldErrors(form as unknown as FormInstance, error, t, labelOf);
      if (shown) {
        Message.error({ content: shown.said.join(' · '), duration: ERROR_TOAST_MS });
        if (shown.unplaced.length)
          setFailure(intl.formatMessage({ id: 'form.failed' }, { message: shown.unplaced.join(' · ') }));
      } else if (isApiError(error)) setFailure(intl.formatMessage({ id: 'form.failed' }, { message: error.message }));
      else setFailure(intl.formatMessage({ id: 'form.failed' }, { message: String(error) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      title={title}
      visible={visible}
      width={width}
      onCancel={close}
      unmountOnExit
      footer={
        <>
          <Button onClick={close}>{intl.formatMessage({ id: 'form.cancel' })}</Button>
          <Button type="primary" loading={saving} onClick={save} style={{ marginLeft: 8 }}>
            {intl.formatMessage({ id: 'form.save' })}
          </Button>
        </>
      }
    >
      {failure && <Alert type="error" content={failure} style={{ marginBottom: 16 }} />}
      <Form<Values>
        id={formId}
        form={form}
        initialValues={initialValues}
        layout="vertical"
        onValuesChange={() => {
          dirty.current = true;
          if (!guarding) setGuarding(true);
        }}
        onSubmit={save}
      >
        {/* a page's form may be lazy too (the fields only it uses): the drawer is there meanwhile */}
        <Suspense fallback={null}>{typeof children === 'function' ? children(form) : children}</Suspense>
      </Form>
    </Drawer>
  );
}
