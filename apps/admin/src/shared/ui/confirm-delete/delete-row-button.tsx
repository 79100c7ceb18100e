import { Button } from '@mantine/core';

interface DeleteRowButtonProps {
  /** What the button says ("Eliminar"). */
  label: string;
  /** What it says to a screen reader, naming the row ("Eliminar «Verano»"). */
  labelFor: string;
  onClick(): void;
}

/** A list row's delete: quiet and red, its confirmation asked by `useConfirmedDelete`. */
export function DeleteRowButton({ label, labelFor, onClick }: DeleteRowButtonProps) {
  return (
    <Button size="xs" variant="subtle" color="red" onClick={onClick} aria-label={labelFor}>
      {label}
    </Button>
  );
}
