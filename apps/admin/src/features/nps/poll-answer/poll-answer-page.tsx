import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { currentTenant, isApiError } from '../../../shared/http/index.js';
import {
  type PollAnswersSent,
  type PollAnswerValue,
  type PublicPollView,
  sendPollAnswers,
  usePublicPoll,
} from './api.js';
import { focusGroup } from './choice-group.js';
import { QuestionInput } from './question-input.js';

/** A phone-first column on a quiet background, without the console's shell. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" mih="100dvh" bg="var(--mantine-color-gray-0)" px="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack maw={560} mx="auto" gap="md">
        {children}
      </Stack>
    </Box>
  );
}

/** The heading of a screen that ends the visit: focused when it shows, so a screen reader reads it. */
function EndScreen({
  icon,
  color,
  title,
  text,
  brand,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  text: string;
  brand: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Frame>
      {brand}
      <Paper withBorder radius="lg" p="xl" shadow="xs">
        <Stack align="center" gap="sm">
          <ThemeIcon size={64} radius="xl" color={color} variant="light">
            {icon}
          </ThemeIcon>
          <Title order={1} size="h2" ta="center" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {title}
          </Title>
          <Text ta="center" c="dimmed" size="lg" role="status">
            {text}
          </Text>
        </Stack>
      </Paper>
    </Frame>
  );
}

type Answers = Record<number, PollAnswerValue>;
type Errors = Record<number, string>;

/** The answers to send: the chosen values, open answers left blank skipped. */
function answersOf(poll: PublicPollView, answers: Answers): PollAnswersSent['answers'] {
  return poll.questions.flatMap((question) => {
    const value = answers[question.id];
    if (value === undefined) return [];
    if (typeof value === 'string' && value.trim() === '') return [];
    return [{ questionId: question.id, value: typeof value === 'string' ? value.trim() : value }];
  });
}

const fieldIndex = (field: string) => /^answers\.(\d+)\./.exec(field)?.[1];

function PollForm({
  poll,
  token,
  tenant,
  brand,
  onClosed,
  onReload,
}: {
  poll: PublicPollView;
  token: string;
  tenant: string;
  brand: ReactNode;
  onClosed(message: string): void;
  onReload(): void;
}) {
  const { t, i18n } = useTranslation('pollAnswer');
  const { timeZone } = useTenant();
  const dayOf = (instant: string) =>
    new Date(instant).toLocaleDateString(i18n.language, {
      timeZone,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<{ message: string; reload: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const groupId = (id: number) => `question-${id}`;

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = poll.questions.find((question) => found[question.id]);
    if (first) requestAnimationFrame(() => focusGroup(groupId(first.id)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setGeneral(null);
    const missing: Errors = {};
    for (const question of poll.questions)
      if (question.category === 'nps' && typeof answers[question.id] !== 'number')
        missing[question.id] = t('answerRequired');
    if (Object.keys(missing).length > 0) {
      showErrors(missing);
      return;
    }
    setErrors({});
    const body = { pollId: poll.pollId, answers: answersOf(poll, answers) };
    setSending(true);
    try {
      await sendPollAnswers(token, tenant, body);
      setSent(true);
    } catch (error) {
      if (!isApiError(error) || error.status === 0 || error.status >= 500) {
        setGeneral({ message: isApiError(error) ? error.message : String(error), reload: false });
        return;
      }
      // Answered already (from another tab, refused on `order`), or the link ran out meanwhile:
      // the visit ends with the reason.
      const onOrder = error.fieldErrors.find((fieldError) => fieldError.field === 'order');
      if (error.fieldErrors.length === 0 || onOrder) {
        onClosed(onOrder?.message ?? error.message);
        return;
      }
      const byQuestion: Errors = {};
      const others: string[] = [];
      let reload = false;
      for (const fieldError of error.fieldErrors) {
        const index = fieldIndex(fieldError.field);
        const questionId = index === undefined ? undefined : body.answers[Number(index)]?.questionId;
        if (questionId !== undefined) byQuestion[questionId] ??= fieldError.message;
        else {
          others.push(fieldError.message);
          if (fieldError.field === 'poll_id') reload = true;
        }
      }
      showErrors(byQuestion);
      setGeneral({
        message: others.length > 0 ? others.join(' ') : t('fixErrors'),
        reload,
      });
    } finally {
      setSending(false);
    }
  };

  if (sent)
    return (
      <EndScreen
        brand={brand}
        icon={<IconCircleCheck size={40} aria-hidden />}
        color="green"
        title={t('thanks.title')}
        text={t('thanks.text')}
      />
    );

  return (
    <Frame>
      {brand}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {poll.title}
          </Title>
          <Text c="dimmed">{t('intro')}</Text>
          <Text size="sm" c="dimmed">
            {t('expires', { date: dayOf(poll.expiresAt) })}
          </Text>
        </Stack>
      </Paper>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {poll.questions.map((question, index) => {
            const labelId = `${groupId(question.id)}-label`;
            const error = errors[question.id];
            const errorId = error ? `${groupId(question.id)}-error` : undefined;
            return (
              <Paper
                key={question.id}
                withBorder
                radius="lg"
                p={{ base: 'md', sm: 'lg' }}
                shadow="xs"
                style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
                data-testid={`poll-question-${question.id}`}
              >
                <Stack gap="sm">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <Text id={labelId} fw={600} size="lg" style={{ lineHeight: 1.35 }}>
                      <Text span c="dimmed" fw={500} mr={6}>
                        {index + 1}.
                      </Text>
                      {question.description}
                    </Text>
                    <Badge
                      variant={question.category === 'nps' ? 'light' : 'outline'}
                      color={question.category === 'nps' ? undefined : 'gray'}
                      style={{ flexShrink: 0 }}
                    >
                      {question.category === 'nps' ? t('required') : t('optional')}
                    </Badge>
                  </Group>
                  <QuestionInput
                    question={question}
                    value={answers[question.id]}
                    onChange={(value) => {
                      setAnswers((current) => ({ ...current, [question.id]: value }));
                      if (errors[question.id]) setErrors(({ [question.id]: _fixed, ...rest }) => rest);
                    }}
                    labelId={labelId}
                    errorId={errorId}
                    groupId={groupId(question.id)}
                  />
                  {error && (
                    <Text id={errorId} c="var(--mantine-color-error)" size="sm" role="alert">
                      {error}
                    </Text>
                  )}
                </Stack>
              </Paper>
            );
          })}
          {general && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{general.message}</Text>
                {general.reload && (
                  <Button variant="light" color="red" onClick={onReload}>
                    {t('reload')}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          <Button type="submit" size="lg" fullWidth loading={sending}>
            {t('submit')}
          </Button>
        </Stack>
      </form>
    </Frame>
  );
}

/**
 * `/encuesta/{token}?tenant={slug}`: the customer answers the survey of a delivered order. No
 * sign-in and no console shell; an unknown, expired or answered link says why, in the API's words.
 */
export default function PollAnswerPage() {
  const { t } = useTranslation('pollAnswer');
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const tenant = search.get('tenant') || currentTenant();
  const console = useTenant();
  const poll = usePublicPoll(token, tenant);
  const [closed, setClosed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const data = poll.data;
  const brandName = console.slug === tenant ? console.name : null;
  const brand = (
    <Stack gap={2} component="header">
      {brandName && (
        <Text fw={800} size="xl" c="var(--mantine-primary-color-filled)" data-testid="poll-brand">
          {brandName}
        </Text>
      )}
      {data && (
        <Text size="sm" c="dimmed" data-testid="poll-order">
          {[
            data.order.storeName,
            t('order', { code: data.order.code }),
            t(`dispatch.${data.order.dispatchMethod}`),
          ].join(' · ')}
        </Text>
      )}
    </Stack>
  );

  if (poll.isPending)
    return (
      <Frame>
        <Center mih="60dvh">
          <Loader aria-label={t('loading')} />
        </Center>
      </Frame>
    );

  const refusal =
    closed ??
    (poll.isError && isApiError(poll.error) && poll.error.status >= 400 && poll.error.status < 500
      ? poll.error.message
      : null) ??
    (data?.answeredAt ? t('alreadyAnswered') : null);
  if (refusal)
    return (
      <EndScreen
        brand={brand}
        icon={
          data?.answeredAt ? (
            <IconCircleCheck size={40} aria-hidden />
          ) : (
            <IconAlertCircle size={40} aria-hidden />
          )
        }
        color={data?.answeredAt ? 'green' : 'gray'}
        title={data?.answeredAt ? t('answeredTitle') : t('unavailable')}
        text={refusal}
      />
    );

  if (!data)
    return (
      <Frame>
        {brand}
        <Alert color="red" role="alert" title={t('loadFailed')}>
          <Button variant="light" color="red" mt="xs" onClick={() => void poll.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      </Frame>
    );

  return (
    <PollForm
      key={`${data.pollId}-${attempt}`}
      poll={data}
      token={token}
      tenant={tenant}
      brand={brand}
      onClosed={setClosed}
      onReload={() => {
        setAttempt((n) => n + 1);
        void poll.refetch();
      }}
    />
  );
}
