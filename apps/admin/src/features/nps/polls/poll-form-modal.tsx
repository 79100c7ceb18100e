import {
  ActionIcon,
  Button,
  Group,
  Modal,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconX } from '@tabler/icons-react';
import {
  type FieldError,
  npsLimits,
  type PollDispatchMethod,
  type PollQuestion,
  type PollWrite,
  pollDispatchMethods,
  pollQuestionErrors,
  resolvePollWrite,
} from '@tablero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/index.js';
import { focusFirstInvalid } from '../../../shared/ui/form-page/index.js';
import { showError, showSuccess } from '../../../shared/ui/toasts.js';
import { npsKeys, type Poll, type PollFields, savePoll, useQuestionOptions } from '../api.js';
import { CategoryBadge } from '../category-badge.js';

interface PollFormModalProps {
  /** The poll to edit; null to add one. */
  poll: Poll | null;
  onClose(): void;
}

const fieldNames = ['title', 'dispatch_method', 'question_ids', 'active'] as const;
type FieldName = (typeof fieldNames)[number];
type Errors = Partial<Record<FieldName, string>>;

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Adds or edits a poll: its questions are chosen from the tenant's and put in the order customers
 * see them (up and down buttons). At least one NPS question is checked before sending, as the API
 * does; a refused save shows every message under its field and focuses the first.
 */
export default function PollFormModal({ poll, onClose }: PollFormModalProps) {
  const { t } = useTranslation('nps');
  const client = useQueryClient();
  const options = useQuestionOptions();
  const [title, setTitle] = useState(poll?.title ?? '');
  const [dispatchMethod, setDispatchMethod] = useState<string | null>(poll?.dispatchMethod ?? 'delivery');
  const [questionIds, setQuestionIds] = useState<number[]>(poll?.questionIds ?? []);
  const [active, setActive] = useState(poll?.active ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const orderList = useRef<HTMLDivElement>(null);
  /** The move button to keep the focus on once the list has re-rendered. */
  const [moved, setMoved] = useState<{ id: number; up: boolean } | null>(null);
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(form.current);
  }, [refusals]);
  useEffect(() => {
    if (!moved) return;
    const buttons = (dir: 'up' | 'down') =>
      orderList.current?.querySelector<HTMLButtonElement>(`[data-move="${moved.id}-${dir}"]:not(:disabled)`);
    (buttons(moved.up ? 'up' : 'down') ?? buttons(moved.up ? 'down' : 'up'))?.focus();
  }, [moved]);

  /** The tenant's questions, and those the poll asks (one beyond the first 100 still shows). */
  const questions = useMemo(() => {
    const known = new Map<number, PollQuestion>();
    for (const q of poll?.questions ?? []) known.set(q.id, q);
    for (const q of options.data?.data ?? []) known.set(q.id, q);
    return known;
  }, [poll, options.data]);

  const changed = (field: FieldName) => setErrors(({ [field]: _gone, ...rest }) => rest);

  const refuse = (list: FieldError[]) => {
    const byField: Errors = {};
    const elsewhere: string[] = [];
    for (const { field, message } of list) {
      const name = fieldNames.find((f) => f === field.split('.')[0]);
      if (name) byField[name] ??= message;
      else elsewhere.push(message);
    }
    setErrors(byField);
    if (elsewhere[0]) showError(elsewhere[0]);
    setRefusals((n) => n + 1);
  };

  const move = (index: number, up: boolean) => {
    const to = up ? index - 1 : index + 1;
    const id = questionIds[index];
    const other = questionIds[to];
    if (id === undefined || other === undefined) return;
    const next = [...questionIds];
    next[to] = id;
    next[index] = other;
    setQuestionIds(next);
    setMoved({ id, up });
    changed('question_ids');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: PollWrite = {
      title,
      question_ids: questionIds,
      active,
      ...(dispatchMethod ? { dispatch_method: dispatchMethod as PollDispatchMethod } : {}),
    };
    const checked = resolvePollWrite(undefined, body);
    // Before the schema's messages: with no question chosen, "at least one NPS question" says more.
    const questionErrors = pollQuestionErrors(questionIds, questions);
    if ('errors' in checked || questionErrors.length > 0)
      return refuse([questionErrors, 'errors' in checked ? checked.errors : []].flat());
    const { state } = checked;
    // PATCH only what changed.
    const fields: Partial<PollFields> = {};
    if (!poll || state.title !== poll.title) fields.title = state.title;
    if (!poll || state.dispatch_method !== poll.dispatchMethod) fields.dispatchMethod = state.dispatch_method;
    if (!poll || !sameList(state.question_ids, poll.questionIds)) fields.questionIds = state.question_ids;
    if (!poll || state.active !== poll.active) fields.active = state.active;
    if (poll && Object.keys(fields).length === 0) return onClose();
    setSaving(true);
    try {
      await savePoll(poll?.id ?? null, fields);
      await client.invalidateQueries({ queryKey: npsKeys.all });
      showSuccess(poll ? t('saved') : t('polls.form.created'));
      onClose();
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length > 0) refuse(error.fieldErrors);
      else showError(isApiError(error) ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const choices = [...questions.values()].map((q) => ({ value: String(q.id), label: q.description }));
  const chosen = questionIds.flatMap((id) => {
    const question = questions.get(id);
    return question ? [question] : [];
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={poll ? t('polls.form.editTitle') : t('polls.form.createTitle')}
      centered
      size="lg"
      closeOnClickOutside={!saving}
    >
      <form ref={form} onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('polls.form.title')}
            value={title}
            onChange={(e) => {
              setTitle(e.currentTarget.value);
              changed('title');
            }}
            error={errors.title}
            required
            maxLength={npsLimits.titleLength}
            data-autofocus
          />
          <Select
            label={t('polls.form.dispatchMethod')}
            description={t('polls.form.dispatchMethodHint')}
            data={pollDispatchMethods.map((m) => ({ value: m, label: t(`dispatchMethods.${m}`) }))}
            value={dispatchMethod}
            onChange={(value) => {
              setDispatchMethod(value);
              changed('dispatch_method');
            }}
            error={errors.dispatch_method}
            allowDeselect={false}
            required
          />
          <MultiSelect
            label={t('polls.form.questions')}
            description={t('polls.form.questionsHint', { max: npsLimits.questionsPerPoll })}
            placeholder={questionIds.length === 0 ? t('polls.form.questionsPlaceholder') : undefined}
            nothingFoundMessage={options.isPending ? undefined : t('polls.form.noQuestions')}
            data={choices}
            value={questionIds.map(String)}
            onChange={(values) => {
              const ids = values.map(Number);
              // Kept ones stay where they were; new ones go last.
              setQuestionIds([
                ...questionIds.filter((id) => ids.includes(id)),
                ...ids.filter((id) => !questionIds.includes(id)),
              ]);
              changed('question_ids');
            }}
            renderOption={({ option }) => {
              const question = questions.get(Number(option.value));
              return (
                <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
                  <Text size="sm">{option.label}</Text>
                  {question && <CategoryBadge category={question.category} />}
                </Group>
              );
            }}
            error={errors.question_ids}
            maxValues={npsLimits.questionsPerPoll}
            hidePickedOptions
            searchable
            required
          />
          {options.isError && (
            <Text size="sm" c="red">
              {t('polls.form.questionsFailed')}
            </Text>
          )}
          {chosen.length > 0 && (
            <Stack gap={6} ref={orderList}>
              <Text size="sm" fw={500} id="poll-question-order">
                {t('polls.form.order')}
              </Text>
              <Stack
                component="ol"
                gap={6}
                aria-labelledby="poll-question-order"
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {chosen.map((question, index) => (
                  <Paper key={question.id} component="li" withBorder radius="sm" px="sm" py={6}>
                    <Group gap="sm" wrap="nowrap">
                      <Text size="sm" c="dimmed" w={20} ta="right" aria-hidden>
                        {index + 1}.
                      </Text>
                      <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
                        {question.description}
                      </Text>
                      <CategoryBadge category={question.category} />
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('polls.form.moveUp', { name: question.description })}
                          data-move={`${question.id}-up`}
                          disabled={index === 0}
                          onClick={() => move(index, true)}
                        >
                          <IconChevronUp size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('polls.form.moveDown', { name: question.description })}
                          data-move={`${question.id}-down`}
                          disabled={index === chosen.length - 1}
                          onClick={() => move(index, false)}
                        >
                          <IconChevronDown size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('polls.form.remove', { name: question.description })}
                          onClick={() => {
                            setQuestionIds(questionIds.filter((id) => id !== question.id));
                            changed('question_ids');
                          }}
                        >
                          <IconX size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            </Stack>
          )}
          <Switch
            label={t('polls.form.active')}
            description={t('polls.form.activeHint')}
            checked={active}
            onChange={(event) => {
              setActive(event.currentTarget.checked);
              changed('active');
            }}
            error={errors.active}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
