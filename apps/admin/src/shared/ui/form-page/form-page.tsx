import { Alert, Button, Fieldset, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesGuard } from './unsaved-changes-guard.js';
import type { FormPageState } from './use-form-page.js';

interface FormPageProps<Values extends Record<string, unknown>> {
  form: FormPageState<Values>;
  /** Accessible name of the form. */
  label: string;
  submitLabel?: string;
  /** Paths that are still this form (tabs in the URL): the unsaved-changes guard lets them pass. */
  keepsPage?(pathname: string): boolean;
  children: ReactNode;
}

/**
 * The shared form (STYLE.md rule 6): submit-only validation, "Guardando…" and a disabled submit
 * while saving, server errors under their fields, a warning before leaving with unsaved changes,
 * and a read-only mode (inputs disabled, no submit) for users with show but not update.
 */
export function FormPage<Values extends Record<string, unknown>>(props: FormPageProps<Values>) {
  const { form, label, submitLabel, keepsPage, children } = props;
  const { t } = useTranslation();

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={label} aria-busy={form.saving}>
      <Stack gap="lg">
        {form.readOnly && (
          <Alert color="gray" variant="light" data-testid="form-read-only">
            {t('common:form.readOnly')}
          </Alert>
        )}
        {form.errors.form && (
          <Alert color="red" variant="light" role="alert">
            {form.errors.form}
          </Alert>
        )}
        <Fieldset
          variant="unstyled"
          disabled={form.readOnly || form.saving}
          styles={{ root: { margin: 0, padding: 0, minWidth: 0 } }}
        >
          {children}
        </Fieldset>
        {!form.readOnly && (
          <Group>
            <Button type="submit" disabled={form.saving}>
              {form.saving ? t('common:saving') : (submitLabel ?? t('common:save'))}
            </Button>
          </Group>
        )}
      </Stack>
      <UnsavedChangesGuard
        isDirty={form.isDirtyNow}
        when={form.dirty && !form.readOnly}
        keepsPage={keepsPage}
      />
    </form>
  );
}
