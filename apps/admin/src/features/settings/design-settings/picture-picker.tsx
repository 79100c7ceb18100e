import {
  Alert,
  Button,
  Center,
  FileButton,
  Group,
  Loader,
  Modal,
  Pagination,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { pictureContentTypes } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/ui/load-failed.js';
import type { ShownPicture } from '../../pictures/api.js';
import { usePictureUploads } from '../../pictures/use-picture-uploads.js';
import type { BrandPicture } from '../settings-form/settings-fields.js';
import { type ImageRule, imageProblem } from './image-rule.js';
import { PictureChoice } from './picture-choice.js';
import {
  LIBRARY_PAGE_SIZE,
  type LibraryPicture,
  usePictureLibrary,
  useReadUploadedPicture,
} from './picture-library.js';

interface PicturePickerProps {
  sizeRule: ImageRule;
  title: string;
  /** The size rule, as the field says it. */
  rule: string;
  chosenId: number | null;
  opened: boolean;
  onClose(): void;
  onPick(picture: BrandPicture): void;
}

const brandPicture = ({ id, url, width, height }: LibraryPicture): BrandPicture => ({
  id,
  url,
  width,
  height,
});

/**
 * The tenant's picture library to choose an image from (a brand image, a banner's), page by page; pictures that break
 * the image's size rule are shown but cannot be chosen. A new file is uploaded to the library and
 * chosen at once when it fits.
 */
export function PicturePicker({
  sizeRule,
  title,
  rule,
  chosenId,
  opened,
  onClose,
  onPick,
}: PicturePickerProps) {
  const { t } = useTranslation('settings');
  const [page, setPage] = useState(1);
  const [refusal, setRefusal] = useState<string | null>(null);
  const library = usePictureLibrary(page, opened);
  const readBack = useReadUploadedPicture();
  const choose = (picture: LibraryPicture) => {
    onPick(brandPicture(picture));
    onClose();
  };
  const onUploaded = async ({ id }: ShownPicture) => {
    const picture = await readBack(id);
    const problem = imageProblem(sizeRule, picture);
    if (!problem) return choose(picture);
    setRefusal(t(`images.uploadedButNot.${problem}`, { rule }));
    // The library lists oldest first: the new picture, shown disabled with why, is on the last page.
    const count = (library.data?.meta.totalCount ?? 0) + 1;
    setPage(Math.max(1, Math.ceil(count / LIBRARY_PAGE_SIZE)));
  };
  const { uploads, add, dismiss } = usePictureUploads((picture) => void onUploaded(picture));
  const pages = library.data?.meta.totalPages ?? 1;

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Text size="sm" c="dimmed" maw={420}>
            {t('images.pickerIntro', { rule })}
          </Text>
          <FileButton onChange={(file) => file && void add([file])} accept={pictureContentTypes.join(',')}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />}>
                {t('images.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
        {uploads.map((upload) =>
          upload.error === null ? (
            <Progress
              key={upload.key}
              value={upload.progress}
              animated
              aria-label={t('images.uploading', { name: upload.name })}
            />
          ) : (
            <Alert
              key={upload.key}
              color="red"
              variant="light"
              role="alert"
              withCloseButton
              closeButtonLabel={t('common:close')}
              onClose={() => dismiss(upload.key)}
            >
              {upload.error}
            </Alert>
          ),
        )}
        {refusal && (
          <Alert color="yellow" variant="light" role="alert" withCloseButton onClose={() => setRefusal(null)}>
            {refusal}
          </Alert>
        )}
        {library.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('common:loading')} />
          </Center>
        ) : library.isError ? (
          <LoadFailed
            title={t('images.libraryFailed')}
            error={library.error}
            onRetry={() => void library.refetch()}
          />
        ) : library.data.data.length === 0 ? (
          <Text size="sm" c="dimmed" py="lg" ta="center">
            {t('images.libraryEmpty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {library.data.data.map((picture) => (
              <PictureChoice
                key={picture.id}
                sizeRule={sizeRule}
                picture={picture}
                chosen={picture.id === chosenId}
                onChoose={() => choose(picture)}
              />
            ))}
          </SimpleGrid>
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} size="sm" />
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
