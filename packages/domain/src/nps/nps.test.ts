import { describe, expect, it } from 'vitest';
import { npsMessages } from './nps-constants.js';
import { npsBandOf, npsScoreOf } from './nps-result.schema.js';
import { pollQuestionErrors } from './poll.schema.js';
import { resolvePollAnswers } from './poll-answer.schema.js';

describe('npsScoreOf', () => {
  it.each([
    // promoters, passives, detractors → % promoters − % detractors, one decimal
    [0, 0, 0, null],
    [1, 0, 0, 100],
    [0, 0, 1, -100],
    [0, 5, 0, 0],
    [3, 2, 2, 14.3],
    [1, 1, 1, 0],
    [2, 0, 1, 33.3],
    [1, 0, 2, -33.3],
    [50, 30, 20, 30],
  ])('P %i, passives %i, D %i → %s', (promoters, passives, detractors, score) => {
    expect(npsScoreOf({ promoters, passives, detractors })).toBe(score);
  });

  it('puts 9–10 in promoters, 7–8 in passives and 0–6 in detractors', () => {
    expect([0, 6, 7, 8, 9, 10].map(npsBandOf)).toEqual([
      'detractor',
      'detractor',
      'passive',
      'passive',
      'promoter',
      'promoter',
    ]);
  });
});

describe('pollQuestionErrors', () => {
  const known = new Map([
    [1, { description: '¿Nos recomiendas?', category: 'nps' as const }],
    [2, { description: '¿Algo más?', category: 'open' as const }],
  ]);
  it.each([
    [[1, 2], []],
    [[2], [npsMessages.noNpsQuestion]],
    [[2, 3], [npsMessages.questionUnknown(3)]],
  ])('%j → %j', (ids, messages) => {
    expect(pollQuestionErrors(ids, known).map((e) => e.message)).toEqual(messages);
  });
});

describe('resolvePollAnswers', () => {
  const questions = [
    { id: 1, description: '¿Nos recomiendas?', category: 'nps' as const },
    { id: 2, description: '¿Sabor?', category: 'satisfaction' as const },
    { id: 3, description: '¿Completo?', category: 'yes_no' as const },
    { id: 4, description: '¿Comentarios?', category: 'open' as const },
  ];
  const answer = (...answers: { question_id: number; value: unknown }[]) =>
    resolvePollAnswers(questions, { poll_id: 9, answers });

  it('keeps scales as numbers, yes as 1 and no as 0, open text trimmed, and skips an empty comment', () => {
    expect(
      answer(
        { question_id: 1, value: 0 },
        { question_id: 2, value: 5 },
        { question_id: 3, value: false },
        { question_id: 4, value: '  Rico  ' },
      ),
    ).toEqual({
      pollId: 9,
      answers: [
        { questionId: 1, score: 0, text: null },
        { questionId: 2, score: 5, text: null },
        { questionId: 3, score: 0, text: null },
        { questionId: 4, score: null, text: 'Rico' },
      ],
    });
    expect(answer({ question_id: 1, value: 10 }, { question_id: 4, value: '   ' })).toEqual({
      pollId: 9,
      answers: [{ questionId: 1, score: 10, text: null }],
    });
  });

  it.each([
    [[{ question_id: 1, value: -1 }], 'answers.0.value'],
    [[{ question_id: 1, value: '9' }], 'answers.0.value'],
    [
      [
        { question_id: 1, value: 9 },
        { question_id: 2, value: 6 },
      ],
      'answers.1.value',
    ],
    [
      [
        { question_id: 1, value: 9 },
        { question_id: 3, value: 'sí' },
      ],
      'answers.1.value',
    ],
    [
      [
        { question_id: 1, value: 9 },
        { question_id: 4, value: 7 },
      ],
      'answers.1.value',
    ],
    [
      [
        { question_id: 1, value: 9 },
        { question_id: 4, value: 'x'.repeat(1001) },
      ],
      'answers.1.value',
    ],
    [
      [
        { question_id: 1, value: 9 },
        { question_id: 1, value: 8 },
      ],
      'answers.1.question_id',
    ],
    [[{ question_id: 2, value: 3 }], 'answers'],
  ])('refuses %j on %s', (answers, field) => {
    const result = answer(...answers);
    expect('errors' in result && result.errors.map((e) => e.field)).toEqual([field]);
  });
});
