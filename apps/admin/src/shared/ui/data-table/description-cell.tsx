import { Text } from '@mantine/core';
import { HoverTooltip } from '../hover-tooltip.js';

/** Spec: descriptions over 30 characters are cut in the table and shown whole in a tooltip. */
export const DESCRIPTION_LIMIT = 30;

export function DescriptionCell({
  text,
  limit = DESCRIPTION_LIMIT,
}: {
  text: string | null | undefined;
  limit?: number;
}) {
  const value = text ?? '';
  if (value.length <= limit) return <Text size="sm">{value}</Text>;
  return (
    <HoverTooltip label={value} multiline maw={360} withArrow>
      <Text size="sm" tabIndex={0} aria-label={value}>
        {`${value.slice(0, limit).trimEnd()}…`}
      </Text>
    </HoverTooltip>
  );
}
