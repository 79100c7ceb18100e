import { Button, FileButton, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type KmlFileProblem, kmlFileProblem } from './kml-file.js';

interface KmlUploadButtonProps {
  uploading: boolean;
  onUpload(file: File): void;
}

export function KmlUploadButton({ uploading, onUpload }: KmlUploadButtonProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<KmlFileProblem | null>(null);
  const resetRef = useRef<() => void>(null);

  const pick = (file: File | null) => {
    // Cleared so that picking the same file again, once fixed, is noticed.
    resetRef.current?.();
    if (!file) return;
    const found = kmlFileProblem(file);
    setProblem(found);
    if (!found) onUpload(file);
  };

  return (
    <Stack gap={4} align="flex-start">
      <FileButton onChange={pick} accept=".kml,application/vnd.google-earth.kml+xml" resetRef={resetRef}>
        {(buttonProps) => (
          <Button
            {...buttonProps}
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={uploading}
          >
            {t('deliveryZones:kml.upload')}
          </Button>
        )}
      </FileButton>
      {problem && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {t(`deliveryZones:kml.${problem}`)}
        </Text>
      )}
    </Stack>
  );
}
