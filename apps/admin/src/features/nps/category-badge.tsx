import { Badge } from '@mantine/core';
import type { QuestionCategory } from '@tablero/domain';
import { useTranslation } from 'react-i18next';

const colors: Record<QuestionCategory, string> = {
  nps: 'violet',
  satisfaction: 'teal',
  yes_no: 'orange',
  open: 'gray',
};

/** The kind of answer a question takes: NPS (0–10), Satisfacción (1–5), Sí / No, Abierta. */
export function CategoryBadge({ category }: { category: QuestionCategory }) {
  const { t } = useTranslation('nps');
  return (
    <Badge color={colors[category]} variant="light" tt="none" style={{ minWidth: 'max-content' }}>
      {t(`categories.${category}`)}
    </Badge>
  );
}
