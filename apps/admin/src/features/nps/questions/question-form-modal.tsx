import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import {
  npsLimits,
  type QuestionCategory,
  type QuestionWrite,
  questionCategories,
  resolveQuestionWrite,
} from '@tablero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalForm } from '../../../shared/ui/form-page/index.js';
import { QUESTION_TOAST_MS, showToast } from '../../../shared/ui/toasts.js';
import { npsKeys, type Question, type QuestionFields, saveQuestion } from '../api.js';

interface QuestionFormModalProps {
  /** The question to edit; null to add one. */
  question: Question | null;
  onClose(): void;
}

type Errors = Partial<Record<'description' | 'category', string>>;

/**
 * Adds or edits a question. A question with answers keeps its category (the select is locked and
 * says why); a refused save shows every message under its field and focuses the first, and a
 * refusal of the whole question (409, code 1054) is a question toast (7 s).
 */
export default function QuestionFormModal({ question, onClose }: QuestionFormModalProps) {
  const { t } = useTranslation('nps');
  const client = useQueryClient();
  const [description, setDescription] = useState(question?.description ?? '');
  const [category, setCategory] = useState<string | null>(question?.category ?? null);
  const { form, errors, refuse, changed, saving, save } = useModalForm<keyof Errors>((field) =>
    field.split('.')[0] === 'category' ? 'category' : 'description',
  );
  const categoryLocked = (question?.answersCount ?? 0) > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: QuestionWrite = {
      description,
      ...(category ? { category: category as QuestionCategory } : {}),
    };
    const checked = resolveQuestionWrite(undefined, body);
    if ('errors' in checked) return refuse(checked.errors);
    // PATCH only what changed: a question with answers may still get a better wording.
    const fields: Partial<QuestionFields> = {};
    if (!question || checked.state.description !== question.description)
      fields.description = checked.state.description;
    if (!question || checked.state.category !== question.category) fields.category = checked.state.category;
    if (question && Object.keys(fields).length === 0) return onClose();
    await save(
      async () => {
        await saveQuestion(question?.id ?? null, fields);
        await client.invalidateQueries({ queryKey: npsKeys.all });
        showToast('green', question ? t('saved') : t('questions.form.created'), QUESTION_TOAST_MS);
        onClose();
      },
      (message) => showToast('red', message, QUESTION_TOAST_MS),
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={question ? t('questions.form.editTitle') : t('questions.form.createTitle')}
      centered
      size="lg"
      closeOnClickOutside={!saving}
    >
      <form ref={form} onSubmit={submit} noValidate>
        <Stack>
          <Textarea
            label={t('questions.form.description')}
            description={t('questions.form.descriptionHint', { max: npsLimits.descriptionLength })}
            value={description}
            onChange={(e) => {
              setDescription(e.currentTarget.value);
              changed('description');
            }}
            error={errors.description}
            required
            maxLength={npsLimits.descriptionLength}
            autosize
            minRows={2}
            maxRows={6}
            data-autofocus
          />
          <Select
            label={t('questions.form.category')}
            description={
              categoryLocked
                ? t('questions.form.categoryLocked', { count: question?.answersCount ?? 0 })
                : category
                  ? t(`categoryHints.${category as QuestionCategory}`)
                  : undefined
            }
            data={questionCategories.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
            value={category}
            onChange={(value) => {
              setCategory(value);
              changed('category');
            }}
            error={errors.category}
            disabled={categoryLocked}
            allowDeselect={false}
            required
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
