import {
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormPageState } from '../../../shared/ui/form-page/index.js';
import { MoneyInput } from '../../../shared/ui/money-input.js';
import { useParentOptions } from '../api.js';
import type { ModifierFormValues } from './modifier-form-values.js';

type Form = FormPageState<ModifierFormValues>;

const quantity = (form: Form, key: 'minQuantityModifiers' | 'maxQuantityModifiers', label: string) => (
  <NumberInput
    label={label}
    min={0}
    max={100}
    allowDecimal={false}
    allowNegative={false}
    value={form.values[key]}
    onChange={(value) => form.setValue(key, value === '' ? '' : Number(value))}
    error={form.errors[key]}
  />
);

/** Every field of the modifier itself (spec part 2 §3), in the order a merchant fills them. */
export function ModifierFields({ form, selfId }: { form: Form; selfId?: number }) {
  const { t } = useTranslation('modifiers');
  const parents = useParentOptions();
  const parentData = (parents.data?.data ?? [])
    .filter((modifier) => modifier.id !== selfId)
    .map((modifier) => ({ value: String(modifier.id), label: modifier.name }));

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <div>
            <Text size="sm" fw={500} mb={4} id="modifier-type-label">
              {t('fields.type')}
            </Text>
            <SegmentedControl
              aria-labelledby="modifier-type-label"
              value={form.values.type}
              onChange={(value) => form.setValue('type', value as ModifierFormValues['type'])}
              data={[
                { value: 'parent', label: t('types.parent') },
                { value: 'child', label: t('types.child') },
              ]}
              disabled={form.readOnly}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {t(`typeHints.${form.values.type}`)}
            </Text>
            {form.errors.type && (
              <Text size="xs" c="red" mt={4}>
                {form.errors.type}
              </Text>
            )}
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('fields.name')} required {...form.textField('name')} />
            <TextInput
              label={t('fields.dropdownText')}
              description={t('fields.dropdownTextHint')}
              {...form.textField('dropdownText')}
            />
          </SimpleGrid>
          <Textarea
            label={t('fields.description')}
            autosize
            minRows={2}
            value={form.values.description}
            onChange={(event) => form.setValue('description', event.currentTarget.value)}
            error={form.errors.description}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MoneyInput
              label={t('fields.price')}
              value={form.values.price}
              onChange={(value) => form.setValue('price', value === '' ? '' : Number(value))}
              error={form.errors.price}
              disabled={form.values.free}
            />
            {quantity(form, 'minQuantityModifiers', t('fields.minQuantity'))}
            {quantity(form, 'maxQuantityModifiers', t('fields.maxQuantity'))}
          </SimpleGrid>
          <Switch
            label={t('fields.free')}
            description={t('fields.freeHint')}
            checked={form.values.free}
            onChange={(event) => {
              const free = event.currentTarget.checked;
              form.setValue('free', free);
              if (free) form.setValue('price', 0);
            }}
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Text fw={600}>{t('fields.more')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('fields.foodType')} {...form.textField('foodType')} />
            <Select
              label={t('fields.parent')}
              description={t('fields.parentHint')}
              placeholder={t('fields.noParent')}
              data={parentData}
              value={form.values.parentId || null}
              onChange={(value) => form.setValue('parentId', value ?? '')}
              error={form.errors.parentId}
              searchable
              clearable
              nothingFoundMessage={t('fields.noParents')}
            />
            <TextInput label={t('fields.alohaId')} {...form.textField('alohaId')} />
            <TextInput label={t('fields.fbdId')} {...form.textField('fbdId')} />
          </SimpleGrid>
        </Stack>
      </Paper>
    </Stack>
  );
}
