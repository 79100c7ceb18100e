import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A row's "…" button and the menu it opens; the children are its Menu.Items.
 *
 * A menu's positioning machinery costs each row a render and a second one as it mounts (the
 * landing list's first render was mostly that): the button stands alone until first pressed, and
 * the menu then mounts around it, takes the focus to it (so that closing returns there) and opens.
 */
export function RowActionsMenu({ label, children }: { label: string; children: ReactNode }) {
  const [armed, setArmed] = useState(false);
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!armed) return;
    target.current?.focus();
    setOpened(true);
  }, [armed]);

  const button = (
    <ActionIcon
      ref={target}
      variant="subtle"
      color="gray"
      aria-label={label}
      {...(armed ? {} : { 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: () => setArmed(true) })}
    >
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  );
  if (!armed) return button;
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
