import { Text, Title } from '@mantine/core';

/** A report's title and what it counts, in one sentence a merchant can trust. */
export function ReportPageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={760}>
        {intro}
      </Text>
    </div>
  );
}
