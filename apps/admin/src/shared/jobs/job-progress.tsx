import { Button, Group, Progress, Stack, Text } from '@mantine/core';

interface JobProgressProps {
  /** What is being done, above the bar (also the bar's accessible name). */
  label: string;
  progress: number;
  /** The console stopped asking (the job runs on): say so and offer to ask again. */
  slow: { text: string; askAgain: string; onAskAgain(): void } | null;
}

/** A running job's progress bar, as every long job's dialog shows it. */
export function JobProgress({ label, progress, slow }: JobProgressProps) {
  return (
    <Stack gap={6}>
      <Text size="sm">{label}</Text>
      <Progress value={progress} animated aria-label={label} />
      {slow && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {slow.text}
          </Text>
          <Button variant="light" onClick={slow.onAskAgain}>
            {slow.askAgain}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
