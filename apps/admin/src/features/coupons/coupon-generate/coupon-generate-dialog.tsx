import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { couponGenerateBody, couponLimits, generatedCodeAlphabet } from '@tablero/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/index.js';
import { coreJobPolling, fetchCoreJob, JobProgress, useJobPoll } from '../../../shared/jobs/index.js';
import { focusFirstInvalid } from '../../../shared/ui/form-page/index.js';
import { couponKeys, downloadGeneratedCodes, startCodeGeneration, useCoupons } from '../api.js';

export interface CodeTemplate {
  id: number;
  code: string;
}

type Field = 'couponId' | 'quantity' | 'prefix';
type Errors = Partial<Record<Field, string>>;

const wireField: Record<string, Field> = {
  coupon_id: 'couponId',
  quantity: 'quantity',
  prefix: 'prefix',
};

/** What a code will look like: the prefix and a sample of the random part. */
const sampleCode = (prefix: string) =>
  `${prefix.trim().toUpperCase()}${generatedCodeAlphabet.slice(8, 8 + couponLimits.generatedRandomLength)}`;

/**
 * The code generator (`POST /coupons/generate`): a template coupon, how many codes and their
 * prefix; then the job's progress, and the codes to download once it ends.
 */
export function CouponGenerateDialog({
  opened,
  template,
  onClose,
}: {
  opened: boolean;
  template: CodeTemplate | null;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('coupons');
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [couponId, setCouponId] = useState<string | null>(template ? String(template.id) : null);
  const [quantity, setQuantity] = useState<number | string>(100);
  const [prefix, setPrefix] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  // Asked only while the dialog is open: the list page keeps it mounted.
  const candidates = useCoupons({ page: 1, limit: 50, query: debouncedSearch || undefined }, opened);
  const started = useMutation({ mutationFn: startCodeGeneration });
  const jobId = started.data ?? null;
  const poll = useJobPoll(jobId, fetchCoreJob, coreJobPolling);
  const phase = poll.state?.phase;
  const completed = poll.state?.phase === 'completed' ? poll.state : null;
  const failed = poll.state?.phase === 'failed' ? poll.state : null;
  const generated = Number(completed?.result.generated ?? 0);
  const progress = poll.state && 'progress' in poll.state ? (poll.state.progress ?? 0) : 0;

  useEffect(() => {
    if (opened) setCouponId(template ? String(template.id) : null);
  }, [opened, template]);
  useEffect(() => {
    if (phase === 'completed') void queryClient.invalidateQueries({ queryKey: couponKeys.lists() });
  }, [phase, queryClient]);
  useEffect(() => {
    if (Object.keys(errors).length > 0) focusFirstInvalid(form.current);
  }, [errors]);

  const options = [
    ...(template ? [{ value: String(template.id), label: template.code }] : []),
    ...(candidates.data?.data ?? [])
      .filter((coupon) => !coupon.automatic && coupon.id !== template?.id)
      .map((coupon) => ({ value: String(coupon.id), label: coupon.code })),
  ];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = couponGenerateBody.safeParse({
      coupon_id: couponId === null ? undefined : Number(couponId),
      quantity: typeof quantity === 'number' ? quantity : Number.NaN,
      prefix,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = wireField[String(issue.path[0])];
        if (field && !found[field]) found[field] = t(`generate.invalid.${field}`);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setRefusal(null);
    started.mutate(
      { couponId: parsed.data.coupon_id, quantity: parsed.data.quantity, prefix: parsed.data.prefix },
      {
        onError: (error) => {
          const refused: Errors = {};
          for (const fieldError of isApiError(error) ? error.fieldErrors : []) {
            const field = wireField[fieldError.field];
            if (field && !refused[field]) refused[field] = fieldError.message;
          }
          setErrors(refused);
          setRefusal(
            Object.keys(refused).length > 0 ? null : isApiError(error) ? error.message : t('generate.failed'),
          );
        },
      },
    );
  };
  const running = started.isPending || phase === 'running' || phase === 'slow';
  const close = () => {
    if (running) return;
    started.reset();
    setErrors({});
    setRefusal(null);
    onClose();
  };
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <Modal opened={opened} onClose={close} title={t('generate.title')} size="lg">
      {jobId === null ? (
        <form ref={form} onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('generate.help')}
            </Text>
            {refusal && (
              <Alert color="red" role="alert">
                {refusal}
              </Alert>
            )}
            <Select
              label={t('generate.template')}
              description={t('generate.templateHelp')}
              placeholder={t('generate.templatePlaceholder')}
              data={options}
              value={couponId}
              onChange={setCouponId}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              nothingFoundMessage={t('generate.noTemplate')}
              error={errors.couponId}
              required
            />
            <NumberInput
              label={t('generate.quantity')}
              description={t('generate.quantityHelp', { max: number.format(couponLimits.generateMax) })}
              value={quantity}
              onChange={setQuantity}
              min={1}
              max={couponLimits.generateMax}
              allowDecimal={false}
              clampBehavior="none"
              allowNegative={false}
              thousandSeparator="."
              decimalSeparator=","
              error={errors.quantity}
              required
            />
            <TextInput
              label={t('generate.prefix')}
              description={t('generate.prefixHelp', { example: sampleCode(prefix) })}
              value={prefix}
              onChange={(event) => setPrefix(event.currentTarget.value.toUpperCase())}
              maxLength={couponLimits.prefixMax}
              error={errors.prefix}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('generate.cancel')}
              </Button>
              <Button type="submit" loading={started.isPending}>
                {t('generate.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          {(phase === 'running' || phase === 'slow' || !phase) && (
            <JobProgress
              label={t('generate.running')}
              progress={progress}
              slow={
                phase === 'slow'
                  ? { text: t('generate.slow'), askAgain: t('generate.askAgain'), onAskAgain: poll.askAgain }
                  : null
              }
            />
          )}
          {completed && (
            <>
              <Alert color="green" role="status">
                {t('generate.done', { count: generated, total: number.format(generated) })}
              </Alert>
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('generate.close')}
                </Button>
                {completed.fileUrl && (
                  <Button
                    leftSection={<IconDownload size={16} aria-hidden />}
                    onClick={() => completed.fileUrl && void downloadGeneratedCodes(completed.fileUrl)}
                  >
                    {t('generate.download')}
                  </Button>
                )}
              </Group>
            </>
          )}
          {failed && (
            <>
              <Alert color="red" role="alert" title={t('generate.failedTitle')}>
                {failed.message}
              </Alert>
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('generate.close')}
                </Button>
                <Button onClick={() => started.reset()}>{t('generate.again')}</Button>
              </Group>
            </>
          )}
          {poll.pollError && (
            <Alert color="orange" role="alert">
              {t('generate.pollFailed')}
            </Alert>
          )}
        </Stack>
      )}
    </Modal>
  );
}
