import type esCL from '../es-CL/poll-answer.js';

export default {
  title: 'Tell us how it went',
  intro: 'Your opinion on this order helps us improve. It takes less than a minute.',
  order: 'Order {{code}}',
  dispatch: { delivery: 'Delivery', pick_up: 'Pick-up' },
  loading: 'Loading the survey',
  loadFailed: 'We could not load the survey. Check your connection and try again.',
  retry: 'Try again',
  unavailable: 'Survey not available',
  answeredTitle: 'You already answered this survey',
  alreadyAnswered: 'This order has already been rated. Thank you for your opinion!',
  required: 'Required',
  optional: 'Optional',
  answerRequired: 'Answer this question.',
  nps: {
    low: 'Not at all likely',
    high: 'Extremely likely',
    option: '{{value}}',
  },
  satisfaction: {
    option: '{{value}} of 5: {{label}}',
    labels: {
      1: 'Very dissatisfied',
      2: 'Dissatisfied',
      3: 'Neither satisfied nor dissatisfied',
      4: 'Satisfied',
      5: 'Very satisfied',
    },
  },
  yesNo: { yes: 'Yes', no: 'No' },
  open: {
    placeholder: 'Write your comment here',
    left_one: '{{count}} character left',
    left_other: '{{count}} characters left',
  },
  submit: 'Send answers',
  fixErrors: 'Check the marked questions before sending.',
  reload: 'Reload the survey',
  thanks: {
    title: 'Thank you for your opinion!',
    text: 'We received your answers. They help make your next order even better.',
  },
  expires: 'You can answer until {{date}}.',
} satisfies typeof esCL;
