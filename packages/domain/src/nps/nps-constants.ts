/** Customer satisfaction (spec part 2 §3, §5, §8): questions, polls and what customers answered. */

/** A question's category is the kind of answer it takes (spec: "kinds Yes/No, NPS, open, satisfaction"). */
export const questionCategories = ['nps', 'satisfaction', 'yes_no', 'open'] as const;
export type QuestionCategory = (typeof questionCategories)[number];

/** The answers each category takes: NPS 0–10, satisfaction 1–5, yes/no as 1/0, open as text. */
export const answerScales = {
  nps: { min: 0, max: 10 },
  satisfaction: { min: 1, max: 5 },
  yes_no: { min: 0, max: 1 },
} as const satisfies Partial<Record<QuestionCategory, { min: number; max: number }>>;

/** A poll is sent with the orders of one dispatch method; one active poll per method. */
export const pollDispatchMethods = ['delivery', 'pick_up'] as const;
export type PollDispatchMethod = (typeof pollDispatchMethods)[number];

export const npsLimits = {
  descriptionLength: 300,
  titleLength: 120,
  questionsPerPoll: 10,
  openAnswerLength: 1000,
  /** A poll link works this many days after the order was completed. */
  linkDays: 30,
  /** Open answers the NPS result lists, newest first. */
  commentsListed: 20,
} as const;

export const npsMessages = {
  inActivePoll: (title: string) =>
    `La pregunta es parte de la encuesta activa «${title}»: desactívala antes de modificar o eliminar la pregunta.`,
  categoryWithAnswers:
    'No se puede cambiar la categoría de una pregunta que ya tiene respuestas: crea una pregunta nueva.',
  deleteWithAnswers:
    'No se puede eliminar una pregunta que ya tiene respuestas: sus resultados se perderían.',
  questionUnknown: (id: number) => `La pregunta ${id} no existe.`,
  noNpsQuestion: 'La encuesta necesita al menos una pregunta NPS (de 0 a 10).',
  questionIncomplete: (id: number) => `La pregunta ${id} no tiene descripción.`,
  activePollTaken: (title?: string) =>
    `Ya hay una encuesta activa para este tipo de entrega${title ? ` («${title}»)` : ''}: desactívala antes de activar esta.`,
  pollWithAnswers:
    'La encuesta ya tiene respuestas: desactívala en lugar de eliminarla para conservar sus resultados.',
  linkUnknown: 'El enlace de la encuesta no es válido.',
  linkExpired: `El enlace de la encuesta venció: se puede responder hasta ${npsLimits.linkDays} días después de la entrega.`,
  orderNotCompleted: 'La encuesta se podrá responder cuando el pedido haya sido entregado.',
  noActivePoll: 'Esta tienda no tiene una encuesta activa para este tipo de pedido.',
  alreadyAnswered: 'Este pedido ya fue evaluado. ¡Gracias por tu opinión!',
  pollChanged: 'La encuesta cambió mientras respondías: vuelve a cargarla.',
  answerRequired: 'Responde esta pregunta.',
  answerNotInPoll: 'La pregunta no es parte de esta encuesta.',
  answerOutOfScale: (min: number, max: number) =>
    `La respuesta debe ser un número entero de ${min} a ${max}.`,
  answerYesNo: 'La respuesta debe ser sí (true) o no (false).',
  answerText: `La respuesta debe ser un texto de hasta ${npsLimits.openAnswerLength} caracteres.`,
} as const;
