// The conversation's dialogs: transfer (to a colleague or another queue), its labels, and a
// compensation (granted at once within the agent's daily budget, else sent for review).
import { newClientId } from './clientId';
import { useState } from 'react';
import { Form, Input, InputNumber, InputTag, Message, Modal, Radio, Select } from '@arco-design/web-react';
import { isApiError, useEnumLabel, useT, whileFormSaves, wordFieldProblem } from '@backoffice/shared';
import { WALLET_KIND } from '../enums';
import {
  type Agent,
  type ChatQueue,
  type CompensationKind,
  type Conversation,
  useChatCompensateMutation,
  useChatLabelsMutation,
  useChatTransferMutation,
} from './chatApi';
import { SERVICE_CODES } from './queues';

interface DialogProps {
  queue: ChatQueue;
  conversation: Conversation;
  onClose(): void;
}

const keyOf = (queue: ChatQueue, conversation: Conversation) => ({
  path: queue.path,
  serviceCode: queue.serviceCode,
  id: conversation.id,
});

export function TransferDialog({
  queue,
  conversation,
  agents,
  me,
  onClose,
}: DialogProps & { agents: Agent[]; me?: number }) {
  const t = useT();
  const [to, setTo] = useState<'agent' | 'queue'>('agent');
  const [agentId, setAgentId] = useState<number | undefined>();
  const [serviceCode, setServiceCode] = useState<string | undefined>();
  const [note, setNote] = useState('');
  const [transfer, { isLoading }] = useChatTransferMutation();
  const colleagues = agents.filter((agent) => agent.userId !== me && agent.userId !== conversation.agent?.id);
  const chosen = to === 'agent' ? agentId !== undefined : serviceCode !== undefined;

  const submit = async () => {
    if (!chosen) return;
    // a refusal (the colleague is offline or full, the conversation closed meanwhile) is the api's toast
    await transfer({
      ...keyOf(queue, conversation),
      ...(to === 'agent' ? { agentId } : { toServiceCode: serviceCode }),
      note: note.trim() || undefined,
    }).unwrap();
    Message.success(t('chat.transfer.done'));
    onClose();
  };

  return (
    <Modal
      visible
      title={t('chat.transfer.title', { name: conversation.user.username || conversation.user.userCode })}
      okText={t('chat.transfer')}
      cancelText={t('chat.cancel')}
      okButtonProps={{ disabled: !chosen }}
      confirmLoading={isLoading}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label={t('chat.transfer.to')}>
          <Radio.Group type="button" value={to} onChange={setTo}>
            <Radio value="agent">{t('chat.transfer.toAgent')}</Radio>
            <Radio value="queue">{t('chat.transfer.toQueue')}</Radio>
          </Radio.Group>
        </Form.Item>
        {to === 'agent' ? (
          <Form.Item label={t('chat.transfer.agent')} required>
            <Select
              aria-label={t('chat.transfer.agent')}
              placeholder={t('chat.transfer.agent.placeholder')}
              value={agentId}
              onChange={setAgentId}
              showSearch
              filterOption={(input, option) =>
                String((option as { props?: { extra?: string } }).props?.extra ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase())
              }
              notFoundContent={t('chat.transfer.noAgent')}
            >
              {colleagues.map((agent) => (
                <Select.Option key={agent.userId} value={agent.userId} extra={agent.name}>
                  {t('chat.transfer.agent.option', {
                    name: agent.name,
                    presence: t(`chat.presence.${agent.presence}`),
                    open: agent.open,
                    capacity: agent.capacity,
                  })}
                </Select.Option>
              ))}
            </Select>
          </Form.Item>
        ) : (
          <Form.Item label={t('chat.transfer.queue')} required>
            <Select
              aria-label={t('chat.transfer.queue')}
              placeholder={t('chat.transfer.queue.placeholder')}
              value={serviceCode}
              onChange={setServiceCode}
              options={SERVICE_CODES.filter((code) => code !== queue.serviceCode).map((code) => ({
                value: code,
                label: t(`chat.queueName.${code}`),
              }))}
            />
          </Form.Item>
        )}
        <Form.Item label={t('chat.transfer.note')}>
          <Input.TextArea
            aria-label={t('chat.transfer.note')}
            value={note}
            onChange={setNote}
            maxLength={200}
            placeholder={t('chat.transfer.note.placeholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export const LABELS_MAX = 10;
export const LABEL_MAX_CHARS = 20;

export function LabelsDialog({ queue, conversation, onClose }: DialogProps) {
  const t = useT();
  const [labels, setLabels] = useState<string[]>(conversation.labels);
  const [save, { isLoading }] = useChatLabelsMutation();
  const tooMany = labels.length > LABELS_MAX;

  const submit = async () => {
    if (tooMany) return;
    await save({ ...keyOf(queue, conversation), labels }).unwrap();
    onClose();
  };

  return (
    <Modal
      visible
      title={t('chat.labels.title')}
      okText={t('chat.save')}
      cancelText={t('chat.cancel')}
      okButtonProps={{ disabled: tooMany }}
      confirmLoading={isLoading}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <InputTag
        aria-label={t('chat.labels')}
        allowClear
        saveOnBlur
        value={labels}
        placeholder={t('chat.labels.placeholder')}
        validate={(value, values) => {
          const label = value.trim();
          return label.length > 0 && label.length <= LABEL_MAX_CHARS && !values.some((one) => one.value === label);
        }}
        onChange={(values: string[]) => setLabels(values.map((value) => value.trim()))}
      />
      <p className={`chat-hint${tooMany ? ' chat-hint-error' : ''}`}>
        {t('chat.labels.hint', { max: LABELS_MAX, chars: LABEL_MAX_CHARS })}
      </p>
    </Modal>
  );
}

const KINDS: CompensationKind[] = ['coin', 'ticket', 'point'];

export function CompensateDialog({ queue, conversation, onClose }: DialogProps) {
  const t = useT();
  const label = useEnumLabel();
  const [form] = Form.useForm<{ kind: CompensationKind; amount: number; reason: string }>();
  const [compensate, { isLoading }] = useChatCompensateMutation();
  // one grant however often it is submitted (a retry after a drop credits once)
  const [clientId] = useState(newClientId);

  const submit = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    let answer;
    try {
      answer = await whileFormSaves(() =>
        compensate({
          ...keyOf(queue, conversation),
          clientId,
          kind: values.kind,
          amount: values.amount,
          reason: values.reason.trim(),
        }).unwrap(),
      );
    } catch (error) {
      // a field the api refused is said under it; anything else was the api's toast
      if (!isApiError(error) || !error.errors.length) return;
      form.setFields(
        Object.fromEntries(
          error.errors.map((problem) => [
            problem.field,
            {
              error: {
                message: wordFieldProblem(t, problem, t(`chat.compensate.${problem.field}`)) ?? problem.message,
              },
            },
          ]),
        ),
      );
      return;
    }
    const what = { amount: values.amount, kind: label(WALLET_KIND, values.kind) };
    if (answer.granted) Message.success(t('chat.compensate.granted', what));
    else Message.info({ content: t('chat.compensate.review', { ...what, id: answer.applicationId }), duration: 6000 });
    onClose();
  };

  return (
    <Modal
      visible
      title={t('chat.compensate.title', { name: conversation.user.username || conversation.user.userCode })}
      okText={t('chat.compensate')}
      cancelText={t('chat.cancel')}
      confirmLoading={isLoading}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ kind: 'coin' }}>
        <Form.Item label={t('chat.compensate.kind')} field="kind" rules={[{ required: true }]}>
          <Radio.Group type="button">
            {KINDS.map((kind) => (
              <Radio key={kind} value={kind}>
                {label(WALLET_KIND, kind)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          label={t('chat.compensate.amount')}
          field="amount"
          rules={[
            {
              validator: (value: number | undefined, callback) =>
                callback(
                  value === undefined || value === null || !Number.isSafeInteger(value) || value <= 0
                    ? t('chat.compensate.amount.invalid')
                    : undefined,
                ),
            },
          ]}
          required
        >
          <InputNumber aria-label={t('chat.compensate.amount')} min={1} step={1} precision={0} />
        </Form.Item>
        <Form.Item
          label={t('chat.compensate.reason')}
          field="reason"
          required
          rules={[
            {
              validator: (value: string | undefined, callback) =>
                callback(value?.trim() ? undefined : t('chat.compensate.reason.required')),
            },
          ]}
        >
          <Input.TextArea
            aria-label={t('chat.compensate.reason')}
            maxLength={200}
            placeholder={t('chat.compensate.reason.placeholder')}
          />
        </Form.Item>
        <p className="chat-hint">{t('chat.compensate.hint')}</p>
      </Form>
    </Modal>
  );
}
