import { Drawer, Fieldset, Radio, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from './choice-field.js';
import { languages, layouts, primaryColors } from './customizer-settings.js';
import { useCustomizer } from './use-customizer.js';

interface CustomizerDrawerProps {
  opened: boolean;
  onClose(): void;
}

/** Language, look, layout and direction of the console, remembered for the user. */
export function CustomizerDrawer({ opened, onClose }: CustomizerDrawerProps) {
  const { t, i18n } = useTranslation();
  const [settings, update] = useCustomizer();
  const language = settings.language ?? (i18n.language === 'en' ? 'en' : 'es-CL');

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('shell:customizer.title')}
      closeButtonProps={{ 'aria-label': t('shell:customizer.close') }}
    >
      <Stack gap="lg">
        <Text size="sm">{t('shell:customizer.intro')}</Text>
        <ChoiceField
          legend={t('shell:customizer.language')}
          value={language}
          options={languages.map((value) => ({ value, label: t(`shell:customizer.languages.${value}`) }))}
          onChange={(chosen) => update({ language: chosen })}
        />
        <ChoiceField
          legend={t('shell:customizer.colorScheme')}
          value={settings.colorScheme}
          options={(['light', 'dark'] as const).map((value) => ({
            value,
            label: t(`shell:customizer.${value}`),
          }))}
          onChange={(colorScheme) => update({ colorScheme })}
        />
        <Fieldset legend={t('shell:customizer.primaryColor')} variant="unstyled">
          <Radio.Group
            value={settings.primaryColor}
            onChange={(value) => update({ primaryColor: value as typeof settings.primaryColor })}
          >
            <SimpleGrid cols={2} spacing="xs">
              {primaryColors.map((color) => (
                <Radio
                  key={color}
                  value={color}
                  color={color}
                  label={t(`shell:customizer.colors.${color}`)}
                />
              ))}
            </SimpleGrid>
          </Radio.Group>
        </Fieldset>
        <ChoiceField
          legend={t('shell:customizer.layout')}
          value={settings.layout}
          options={layouts.map((value) => ({ value, label: t(`shell:customizer.layouts.${value}`) }))}
          onChange={(layout) => update({ layout })}
        />
        <Text size="xs" mt={-12}>
          {t('shell:customizer.horizontalHint')}
        </Text>
        <ChoiceField
          legend={t('shell:customizer.direction')}
          value={settings.direction}
          options={(['ltr', 'rtl'] as const).map((value) => ({
            value,
            label: t(`shell:customizer.${value}`),
          }))}
          onChange={(direction) => update({ direction })}
        />
        <Switch
          label={t('shell:customizer.sidebarCollapsed')}
          checked={settings.sidebarCollapsed}
          onChange={(event) => update({ sidebarCollapsed: event.currentTarget.checked })}
        />
      </Stack>
    </Drawer>
  );
}
