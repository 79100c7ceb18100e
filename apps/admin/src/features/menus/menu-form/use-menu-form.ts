import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/permissions/index.js';
import { useFormPage } from '../../../shared/ui/form-page/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { type Menu, useSaveMenu } from '../api.js';
import { menuErrors } from './menu-check.js';
import { menuBodyOf, menuValuesOf, newMenuValues } from './menu-values.js';

/**
 * The state both menu editors share: the same values, the same check and the same body, saved
 * through the same POST or PATCH. `saved` is the menu as loaded (null for a new one); after each
 * save the server's answer becomes the menu the next body is computed against.
 */
export function useMenuForm(saved: Menu | null, onCreated: (menu: Menu) => void) {
  const { t } = useTranslation('menus');
  const can = useCan();
  const save = useSaveMenu();
  const [current, setCurrent] = useState(saved);
  const [initialValues] = useState(() => (saved ? menuValuesOf(saved) : newMenuValues()));
  const readOnly = !can({ policy: 'menus', action: saved ? 'update' : 'create' });

  const form = useFormPage({
    initialValues,
    readOnly,
    nestedErrorPaths: true,
    toInput: (values) => menuBodyOf(values, current),
    validate: (input) =>
      menuErrors(input as ReturnType<typeof menuBodyOf>, current, (name) => t(`fields.${name}`, name)),
    submit: (values) => save(current?.id ?? null, menuBodyOf(values, current)),
    afterSave: (_values, result) => {
      setCurrent(result as Menu);
      return menuValuesOf(result as Menu);
    },
    onSaved: (result) => {
      showSuccess(current ? t('saved') : t('created'));
      if (!current) onCreated(result as Menu);
    },
  });
  return { form, menu: current };
}

export type MenuForm = ReturnType<typeof useMenuForm>['form'];
