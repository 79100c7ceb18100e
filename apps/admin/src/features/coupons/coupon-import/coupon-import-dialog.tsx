import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Modal, Progress, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconDownload, IconFileSpreadsheet, IconFileX, IconUpload } from '@tabler/icons-react';
import { couponLimits } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/index.js';
import { saveFile } from '../../../shared/ui/save-file.js';
import { type CouponImportAnswer, downloadCouponTemplate, useImportCoupons, XLSX_TYPE } from '../api.js';
import { failedRowsCsv } from './failed-rows-csv.js';

/** Types a CSV arrives with (browsers and systems disagree: Windows calls it an Excel file), and a workbook's. */
const acceptedTypes = ['text/csv', 'text/plain', 'application/vnd.ms-excel', 'application/csv', XLSX_TYPE];

type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'sending'; fileName: string }
  | { kind: 'done'; fileName: string; answer: CouponImportAnswer };

/**
 * Bulk load (spec part 2 §9): the template to start from, a CSV dropped or chosen (1.5 MB), a
 * progress bar while the server checks and saves each row, then what was saved and every refused
 * row with its line and reasons — downloadable to fix and send again.
 */
export function CouponImportDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation('coupons');
  const importCoupons = useImportCoupons();
  const [step, setStep] = useState<Step>({ kind: 'choose' });

  const send = async (file: File) => {
    if (file.size > couponLimits.importBytesMax) {
      setStep({ kind: 'choose', error: t('import.tooLarge') });
      return;
    }
    setStep({ kind: 'sending', fileName: file.name });
    try {
      setStep({ kind: 'done', fileName: file.name, answer: await importCoupons(file) });
    } catch (error) {
      setStep({ kind: 'choose', error: isApiError(error) ? error.message : t('import.failed') });
    }
  };
  const close = () => {
    if (step.kind === 'sending') return;
    setStep({ kind: 'choose' });
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('import.title')} size="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('import.help')}
          </Text>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void downloadCouponTemplate()}
            style={{ flexShrink: 0 }}
          >
            {t('import.template')}
          </Button>
        </Group>
        {step.kind === 'choose' && (
          <>
            {step.error && (
              <Alert color="red" role="alert" title={t('import.refusedFile')}>
                {step.error}
              </Alert>
            )}
            <Dropzone
              onDrop={(files) => files[0] && void send(files[0])}
              onReject={(rejections) =>
                setStep({
                  kind: 'choose',
                  error:
                    rejections[0]?.file.size && rejections[0].file.size > couponLimits.importBytesMax
                      ? t('import.tooLarge')
                      : t('import.notCsv'),
                })
              }
              accept={acceptedTypes}
              maxSize={couponLimits.importBytesMax}
              multiple={false}
              aria-label={t('import.dropLabel')}
              data-testid="coupon-import-drop"
            >
              <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }}>
                <Dropzone.Accept>
                  <IconUpload size={36} aria-hidden />
                </Dropzone.Accept>
                <Dropzone.Reject>
                  <IconFileX size={36} aria-hidden />
                </Dropzone.Reject>
                <Dropzone.Idle>
                  <IconFileSpreadsheet size={36} aria-hidden />
                </Dropzone.Idle>
                <Stack gap={2}>
                  <Text size="sm" fw={500}>
                    {t('import.drop')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('import.limits')}
                  </Text>
                </Stack>
              </Group>
            </Dropzone>
          </>
        )}
        {step.kind === 'sending' && (
          <Stack gap={6}>
            <Text size="sm">{t('import.sending', { file: step.fileName })}</Text>
            <Progress
              value={100}
              striped
              animated
              aria-label={t('import.sending', { file: step.fileName })}
            />
          </Stack>
        )}
        {step.kind === 'done' && (
          <ImportOutcome
            answer={step.answer}
            onDownload={() =>
              saveFile(
                new Blob([failedRowsCsv(step.answer.failed_coupons, i18n.language)], {
                  type: 'text/csv;charset=utf-8',
                }),
                t('import.failedFileName'),
              )
            }
            onAgain={() => setStep({ kind: 'choose' })}
          />
        )}
      </Stack>
    </Modal>
  );
}

function ImportOutcome({
  answer,
  onDownload,
  onAgain,
}: {
  answer: CouponImportAnswer;
  onDownload(): void;
  onAgain(): void;
}) {
  const { t } = useTranslation('coupons');
  const failed = answer.failed_coupons;
  return (
    <Stack gap="sm">
      <Alert color={failed.length === 0 ? 'green' : 'orange'} role="status">
        <Text size="sm" fw={500}>
          {t('import.saved', { count: answer.saved_coupons })}
        </Text>
        {failed.length > 0 && <Text size="sm">{t('import.failedCount', { count: failed.length })}</Text>}
      </Alert>
      {failed.length > 0 && (
        <ScrollArea.Autosize mah={300}>
          <Table striped withTableBorder aria-label={t('import.failedTable')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('import.line')}</Table.Th>
                <Table.Th>{t('columns.code')}</Table.Th>
                <Table.Th>{t('import.reasons')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {failed.map((row) => (
                <Table.Tr key={row.line}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td>{row.code || '—'}</Table.Td>
                  <Table.Td>
                    {row.errors.map((error) => (
                      <Text key={`${error.field}:${error.message}`} size="sm">
                        <Text span fw={500}>
                          {error.field}
                        </Text>
                        : {error.message}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      <Group justify="flex-end">
        {failed.length > 0 && (
          <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={onDownload}>
            {t('import.downloadFailed')}
          </Button>
        )}
        <Button onClick={onAgain}>{t('import.again')}</Button>
      </Group>
    </Stack>
  );
}
