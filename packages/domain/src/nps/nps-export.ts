import { dispatchNames } from '../orders/order-export.js';
import type { QuestionCategory } from './nps-constants.js';
import { npsBandOf } from './nps-result.schema.js';

/** One answer set of the NPS spreadsheet, as the export reads it. */
export interface NpsExportResponse {
  order_code: string;
  answered_at: string;
  store_name: string;
  dispatch_method: 'delivery' | 'pick_up';
  customer_name: string;
  customer_email: string;
  poll_title: string;
  nps_score: number;
  answers: { question: string; category: QuestionCategory; score: number | null; text: string | null }[];
}

const bandNames = { promoter: 'Promotor', passive: 'Pasivo', detractor: 'Detractor' } as const;
export const questionCategoryNames: Record<QuestionCategory, string> = {
  nps: 'NPS (0 a 10)',
  satisfaction: 'Satisfacción (1 a 5)',
  yes_no: 'Sí o no',
  open: 'Abierta',
};

const common = ['Pedido', 'Respondida', 'Tienda', 'Despacho', 'Cliente', 'Correo', 'Encuesta'] as const;

/** `answers=true`: one row per answer; otherwise one per answered order with its NPS and comments. */
export const npsExportHeader = (perAnswer: boolean): readonly string[] =>
  perAnswer ? [...common, 'Pregunta', 'Categoría', 'Respuesta'] : [...common, 'NPS', 'Grupo', 'Comentarios'];

function answerText(answer: NpsExportResponse['answers'][number]): string {
  if (answer.category === 'open') return answer.text ?? '';
  if (answer.category === 'yes_no') return answer.score === 1 ? 'Sí' : 'No';
  return String(answer.score);
}

/** The rows of one answer set, in `npsExportHeader(perAnswer)`'s order; `dateTime` writes the tenant's local time. */
export function npsExportRows(
  response: NpsExportResponse,
  perAnswer: boolean,
  dateTime: (instant: string) => string,
): string[][] {
  const first = [
    response.order_code,
    dateTime(response.answered_at),
    response.store_name,
    dispatchNames[response.dispatch_method],
    response.customer_name,
    response.customer_email,
    response.poll_title,
  ];
  if (perAnswer)
    return response.answers.map((answer) => [
      ...first,
      answer.question,
      questionCategoryNames[answer.category],
      answerText(answer),
    ]);
  const comments = response.answers.flatMap((a) => (a.category === 'open' && a.text ? [a.text] : []));
  return [
    [...first, String(response.nps_score), bandNames[npsBandOf(response.nps_score)], comments.join(' | ')],
  ];
}
