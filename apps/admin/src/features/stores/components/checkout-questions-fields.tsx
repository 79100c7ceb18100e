import { Button, Group, MultiSelect, Switch, Text, TextInput } from '@mantine/core';
import { storeLimits } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { useCheckoutQuestions, useCreateCheckoutQuestion } from '../api.js';
import { type StoreForm, switchField } from '../store-form/field-props.js';

/** Spec part 1 §5: up to 3 questions from the tenant's catalogue; a new one can be added here. */
export function CheckoutQuestionsFields({ form }: { form: StoreForm }) {
  const { t } = useTranslation('storeForm');
  const { enabledCheckoutQuestions, checkoutQuestionIds } = form.values;
  const questions = useCheckoutQuestions(enabledCheckoutQuestions);
  const create = useCreateCheckoutQuestion();
  const [draft, setDraft] = useState('');
  const full = checkoutQuestionIds.length >= storeLimits.maxCheckoutQuestions;

  const add = async () => {
    const question = draft.trim();
    if (!question) return;
    let created: { id: number };
    try {
      created = await create.mutateAsync(question);
    } catch {
      return; // The error toast says why; the draft stays to try again.
    }
    setDraft('');
    showSuccess(t('fields.questionAdded'));
    if (!full) form.setValue('checkoutQuestionIds', [...checkoutQuestionIds, created.id]);
  };

  return (
    <FormSection title={t('sections.checkout')}>
      <Switch
        label={t('fields.enabledCheckoutQuestions')}
        {...switchField(form, 'enabledCheckoutQuestions')}
      />
      {enabledCheckoutQuestions && (
        <>
          <MultiSelect
            label={t('fields.checkoutQuestionIds')}
            description={t('fields.checkoutQuestionsHint', { max: storeLimits.maxCheckoutQuestions })}
            data={(questions.data?.data ?? []).map((q) => ({ value: String(q.id), label: q.question }))}
            value={checkoutQuestionIds.map(String)}
            onChange={(ids) => form.setValue('checkoutQuestionIds', ids.map(Number))}
            maxValues={storeLimits.maxCheckoutQuestions}
            error={form.errors.checkoutQuestionIds}
            searchable
          />
          {questions.isError && (
            <Text size="sm" c="red">
              {t('fields.checkoutQuestionsFailed')}
            </Text>
          )}
          <Group align="flex-end">
            <TextInput
              label={t('fields.newQuestion')}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              maxLength={200}
              style={{ flex: 1 }}
            />
            <Button
              variant="light"
              onClick={() => void add()}
              loading={create.isPending}
              disabled={!draft.trim()}
            >
              {t('fields.addQuestion')}
            </Button>
          </Group>
        </>
      )}
    </FormSection>
  );
}
