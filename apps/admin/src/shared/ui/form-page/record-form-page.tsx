import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPageHeader } from '../form-page-header.js';
import { NotFoundPanel } from '../not-found-panel.js';

interface RecordFormPageProps<T extends { id: number }> {
  /** The record's read by id (null when it does not exist), given the id of the address. */
  useRecord(
    id: number,
    enabled: boolean,
  ): {
    data: T | null | undefined;
    isPending: boolean;
    isError: boolean;
    refetch(): unknown;
  };
  titles: { create: string; edit: string };
  back: { to: string; label: string };
  notFoundText: string;
  loadFailedTitle: string;
  /** The form, given the record to change (null: a new one); remounted per record. */
  children(record: T | null): ReactNode;
}

/**
 * An add page (`…/add-…`, no `:id`) or an edit page (`…/edit-…/:id`) of one record: the record
 * loading, not found (or another tenant's), failing to load with a retry, or its form.
 */
export function RecordFormPage<T extends { id: number }>(props: RecordFormPageProps<T>) {
  const { t } = useTranslation();
  const { id: idText } = useParams();
  const id = idText === undefined ? null : Number(idText);
  const valid = id === null || (Number.isSafeInteger(id) && id > 0);
  const record = props.useRecord(id ?? 0, id !== null && valid);
  if (!valid || record.data === null)
    return (
      <NotFoundPanel
        icon={IconSearchOff}
        text={props.notFoundText}
        backTo={props.back.to}
        backLabel={props.back.label}
      />
    );
  if (id !== null && record.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  if (record.isError)
    return (
      <Alert color="red" title={props.loadFailedTitle}>
        <Button variant="light" mt="sm" onClick={() => void record.refetch()}>
          {t('common:retry')}
        </Button>
      </Alert>
    );
  return (
    <Stack gap="lg">
      <FormPageHeader
        title={id === null ? props.titles.create : props.titles.edit}
        backTo={props.back.to}
        backLabel={props.back.label}
      />
      {props.children(record.data ?? null)}
    </Stack>
  );
}
