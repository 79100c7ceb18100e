import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A link for staff to hand over: read-only, selected on focus, with a copy button that says when it copied. */
export function CopyableLink({
  url,
  label,
  description,
  copyLabel,
  copiedLabel,
}: {
  url: string;
  label: string;
  description: string;
  copyLabel: string;
  copiedLabel: string;
}) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={label}
        description={description}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: '1 1 320px' }}
      />
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'light' : 'default'}
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            onClick={copy}
          >
            {copied ? copiedLabel : copyLabel}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
