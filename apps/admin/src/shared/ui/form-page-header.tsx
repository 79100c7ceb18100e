import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';

interface FormPageHeaderProps {
  title: string;
  /** The list the form belongs to, and how the link back to it reads. */
  backTo: string;
  backLabel: string;
}

/** A form page's title under a link back to its list (the product and coupon forms). */
export function FormPageHeader({ title, backTo, backLabel }: FormPageHeaderProps) {
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={backTo} size="sm">
        ← {backLabel}
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
    </Stack>
  );
}
