import { Paper, Skeleton, Text } from '@mantine/core';

/** One figure of a report in a bordered box: its label, its value (a skeleton until it loads), a hint under it. */
export function ReportFigure({
  label,
  value,
  hint,
}: {
  label: string;
  value: string | null | undefined;
  hint?: string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === null || value === undefined ? (
        <Skeleton h={28} mt={4} w="60%" />
      ) : (
        <Text size="xl" fw={700}>
          {value}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}
