import { SimpleGrid, TextInput } from '@mantine/core';
import { socialNetworkHosts, socialNetworks } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import type { DesignForm } from './brand-section.js';

/** The brand's profiles the storefront links to; each on its own network, over https. */
export function SocialSection({ form }: { form: DesignForm }) {
  const { t } = useTranslation('settings');
  return (
    <FormSection title={t('sections.social')} description={t('sections.socialHint')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {socialNetworks.map((network) => (
          <TextInput
            key={network}
            type="url"
            label={t(`fields.design.social.${network}`)}
            placeholder={`https://${socialNetworkHosts[network][0]}/…`}
            {...form.textField(`design.social.${network}`)}
          />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}
