import { Button, Group, Text, Textarea, UnstyledButton } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { npsLimits } from '@tablero/domain/nps-constants';
import { useTranslation } from 'react-i18next';
import type { PollAnswerValue, PollQuestionView } from './api.js';
import { ChoiceGroup } from './choice-group.js';

const npsScale = Array.from({ length: 11 }, (_, i) => i);
const satisfactionScale = [1, 2, 3, 4, 5] as const;

/** The band colour of a chosen NPS score, as the results show it. */
const npsColor = (score: number) => (score >= 9 ? 'green.8' : score >= 7 ? 'yellow.8' : 'red.8');

export interface QuestionInputProps {
  question: PollQuestionView;
  value: PollAnswerValue | undefined;
  onChange(value: PollAnswerValue): void;
  /** Ids of the question's text and of its error (when shown). */
  labelId: string;
  errorId: string | undefined;
  groupId: string;
}

/** 0 to 10 in one row of buttons, "Nada probable" under 0 and "Muy probable" under 10. */
function NpsInput({ value, onChange, labelId, errorId, groupId }: QuestionInputProps) {
  const { t } = useTranslation('pollAnswer');
  const endsId = `${groupId}-ends`;
  return (
    <div>
      <ChoiceGroup<number>
        groupId={groupId}
        values={npsScale}
        value={typeof value === 'number' ? value : null}
        onChange={onChange}
        labelledBy={labelId}
        describedBy={[endsId, errorId].filter(Boolean).join(' ')}
        invalid={Boolean(errorId)}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(11, minmax(0, 1fr))', gap: 4 }}
        renderOption={(score, index, props) => (
          <Button
            key={index}
            {...props}
            variant={props['aria-checked'] ? 'filled' : 'default'}
            color={props['aria-checked'] ? npsColor(score) : undefined}
            h={44}
            px={0}
            fz="md"
            fw={props['aria-checked'] ? 700 : 500}
          >
            {t('nps.option', { value: score })}
          </Button>
        )}
      />
      <Group id={endsId} justify="space-between" mt={6} gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed">
          0 = {t('nps.low')}
        </Text>
        <Text size="xs" c="dimmed" ta="end">
          10 = {t('nps.high')}
        </Text>
      </Group>
    </div>
  );
}

/** Five stars, filled up to the one chosen; the chosen one's meaning written under them. */
function SatisfactionInput({ value, onChange, labelId, errorId, groupId }: QuestionInputProps) {
  const { t } = useTranslation('pollAnswer');
  const chosen = typeof value === 'number' ? value : 0;
  return (
    <div>
      <ChoiceGroup<number>
        groupId={groupId}
        values={satisfactionScale}
        value={chosen || null}
        onChange={onChange}
        labelledBy={labelId}
        describedBy={errorId}
        invalid={Boolean(errorId)}
        style={{ display: 'flex', gap: 4 }}
        renderOption={(stars, index, props) => {
          const Star = stars <= chosen ? IconStarFilled : IconStar;
          return (
            <UnstyledButton
              key={index}
              {...props}
              aria-label={t('satisfaction.option', {
                value: stars,
                label: t(`satisfaction.labels.${stars}`),
              })}
              w={48}
              h={48}
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                borderRadius: 'var(--mantine-radius-md)',
                color: stars <= chosen ? 'var(--mantine-color-yellow-6)' : 'var(--mantine-color-gray-6)',
              }}
            >
              <Star size={36} aria-hidden />
            </UnstyledButton>
          );
        }}
      />
      <Text size="sm" c="dimmed" mt={4} aria-live="polite" mih={22}>
        {chosen ? t(`satisfaction.labels.${chosen}`) : ''}
      </Text>
    </div>
  );
}

/** Yes and no, two wide buttons. */
function YesNoInput({ value, onChange, labelId, errorId, groupId }: QuestionInputProps) {
  const { t } = useTranslation('pollAnswer');
  return (
    <ChoiceGroup<boolean>
      groupId={groupId}
      values={[true, false]}
      value={typeof value === 'boolean' ? value : null}
      onChange={onChange}
      labelledBy={labelId}
      describedBy={errorId}
      invalid={Boolean(errorId)}
      style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}
      renderOption={(yes, index, props) => (
        <Button key={index} {...props} variant={props['aria-checked'] ? 'filled' : 'default'} h={48} fz="md">
          {yes ? t('yesNo.yes') : t('yesNo.no')}
        </Button>
      )}
    />
  );
}

function OpenInput({ value, onChange, labelId, errorId, groupId }: QuestionInputProps) {
  const { t } = useTranslation('pollAnswer');
  const text = typeof value === 'string' ? value : '';
  const left = npsLimits.openAnswerLength - text.length;
  return (
    <div id={groupId}>
      <Textarea
        aria-labelledby={labelId}
        aria-describedby={[`${groupId}-left`, errorId].filter(Boolean).join(' ')}
        aria-invalid={Boolean(errorId) || undefined}
        placeholder={t('open.placeholder')}
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxLength={npsLimits.openAnswerLength}
        rows={4}
        size="md"
      />
      <Text id={`${groupId}-left`} size="xs" c="dimmed" ta="end" mt={4}>
        {t('open.left', { count: left })}
      </Text>
    </div>
  );
}

/** The input a question's category takes. */
export function QuestionInput(props: QuestionInputProps) {
  switch (props.question.category) {
    case 'nps':
      return <NpsInput {...props} />;
    case 'satisfaction':
      return <SatisfactionInput {...props} />;
    case 'yes_no':
      return <YesNoInput {...props} />;
    case 'open':
      return <OpenInput {...props} />;
  }
}
